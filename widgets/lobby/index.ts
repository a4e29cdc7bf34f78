export { Lobby, vendorsOf, type LobbyProps } from './lobby';
export { GameCard } from './game-card';
export { PvpRooms } from './pvp-rooms';
