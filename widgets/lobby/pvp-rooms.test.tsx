import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { PvpRoom } from '@sdk/contract/entities/game';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { PvpRooms } from './pvp-rooms';

const room = (roomId: string, players: number, maxPlayers: number): PvpRoom => ({
  roomId,
  roomName: `Room ${roomId}`,
  vassalage: 'KY',
  minBet: 1,
  players,
  maxPlayers,
});

function show(rooms: PvpRoom[] | Promise<PvpRoom[]>) {
  const joinRoom = vi.fn(async () => undefined);
  const croupier = {
    state: { language: signal('EN'), balance: signal(undefined) },
    hasTexts: () => true,
    requireTexts: async () => undefined,
    i18n: { language: 'en', t: (key: string) => key },
    games: { rooms: vi.fn(async () => rooms), joinRoom },
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <PvpRooms vassalage="KY" />
    </CroupierProvider>,
  );
  return joinRoom;
}

afterEach(cleanup);

describe('PvpRooms', () => {
  it('offers Join while a seat is free, and a Full that cannot be pressed when none is', async () => {
    const joinRoom = show([room('1', 3, 8), room('2', 8, 8)]);
    const [open, full] = await screen.findAllByRole('listitem');
    expect(within(open!).getByRole('heading', { name: 'Room 1' })).toBeTruthy();
    fireEvent.click(within(open!).getByRole('button', { name: 'games.rooms.join: Room 1' }));
    expect(joinRoom).toHaveBeenCalledWith(expect.objectContaining({ roomId: '1' }));
    const fullButton = within(full!).getByRole('button', { name: 'games.rooms.full: Room 2' });
    expect(fullButton).toHaveProperty('disabled', true);
    expect(fullButton.textContent).toBe('games.rooms.full');
    fireEvent.click(fullButton);
    expect(joinRoom).toHaveBeenCalledTimes(1);
  });

  it("holds the rooms' place while they load, so the lobby under them does not jump", async () => {
    let answer!: (rooms: PvpRoom[]) => void;
    const container = document.body;
    show(new Promise<PvpRoom[]>((resolve) => (answer = resolve)));
    expect(container.querySelectorAll('.cr-strip--loading.cr-rooms .cr-rooms__room')).toHaveLength(4);
    expect(screen.queryByRole('listitem')).toBeNull();
    answer([room('1', 3, 8)]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(container.querySelector('.cr-strip--loading')).toBeNull();
  });
});
