import { describe, expect, it } from 'vitest';
import { roomIsFull } from './pvp-rooms';

describe('roomIsFull', () => {
  it('is full when every seat is taken, or more', () => {
    expect(roomIsFull({ players: 8, maxPlayers: 8 })).toBe(true);
    expect(roomIsFull({ players: 9, maxPlayers: 8 })).toBe(true);
  });
  it('has room while a seat is free, and a room without a seat count never fills', () => {
    expect(roomIsFull({ players: 7, maxPlayers: 8 })).toBe(false);
    expect(roomIsFull({ players: 3, maxPlayers: 0 })).toBe(false);
  });
});
