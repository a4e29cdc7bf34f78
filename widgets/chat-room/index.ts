/** The chat room modal (SPEC §2 modal 'chat room'): its own lazy chunk, opened by name ('chatRoom'). */
export { ChatRoomModal } from './chat-room-modal';
