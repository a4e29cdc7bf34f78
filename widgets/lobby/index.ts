export { Lobby, vendorsOf, type LobbyProps } from './lobby';
export { GameCard } from '../ui/game-card';
export { PvpRooms } from './pvp-rooms';
export { SearchBox } from './search-box';
export { MatchStrip } from './match-strip';
