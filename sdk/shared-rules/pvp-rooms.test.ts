import { describe, expect, it } from 'vitest';
import { roomIsFull, seatShare } from './pvp-rooms';

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

describe('seatShare', () => {
  it.each([
    [0, 8, 0],
    [3, 8, 38],
    [8, 8, 100],
    [9, 8, 100],
    [3, 0, 0],
  ])('%i of %i seats is %i%%', (players, maxPlayers, share) => {
    expect(seatShare({ players, maxPlayers })).toBe(share);
  });
});
