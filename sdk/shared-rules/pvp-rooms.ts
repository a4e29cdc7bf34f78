/**
 * A PvP room with every seat taken: the lobby offers no Join and the platform refuses a launch
 * into it (`room_full`). A room that states no seat count never fills.
 *
 * @example
 * rules.roomIsFull({ players: 8, maxPlayers: 8 }); // true
 */
export const roomIsFull = (room: { players: number; maxPlayers: number }): boolean =>
  room.maxPlayers > 0 && room.players >= room.maxPlayers;
