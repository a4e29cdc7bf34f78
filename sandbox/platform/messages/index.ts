/**
 * Platform messages: the messageV2 page's calls, the unread badge, and the operator's
 * way to send one (the control switch, a feedback's reply, the seed).
 */
export { sendMessage } from './messages';
export { deleteMessagesOf, insertMessage, type Texts } from './repository';
