/**
 * A PvP room with every seat taken: the lobby offers no Join and the platform refuses a launch
 * into it (`room_full`). A room that states no seat count never fills.
 *
 * @example
 * rules.roomIsFull({ players: 8, maxPlayers: 8 }); // true
 */
export const roomIsFull = (room: { players: number; maxPlayers: number }): boolean =>
  room.maxPlayers > 0 && room.players >= room.maxPlayers;

/**
 * How much of a room's seats are taken, in whole percent for its seat meter (at most 100): none
 * of a room that states no seat count.
 *
 * @example
 * rules.seatShare({ players: 3, maxPlayers: 8 }); // 38
 */
export const seatShare = (room: { players: number; maxPlayers: number }): number =>
  room.maxPlayers > 0 ? Math.min(100, Math.round((room.players / room.maxPlayers) * 100)) : 0;
