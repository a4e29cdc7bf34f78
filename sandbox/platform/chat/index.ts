/**
 * The chat room (SPEC §2 modal 'chat room'): a WebSocket of the platform's where
 * logged-in real members post short texts and everyone in the room receives them; the latest 50
 * are kept in the database for whoever joins next.
 */
export { registerChatSocket } from './socket';
export { chatRoomOf } from './room';
