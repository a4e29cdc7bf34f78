import { describe, expect, it } from 'vitest';
import { frameOrigin, readGameMessage } from './game-messages';

const GAME = 'http://localhost:8092';

describe('frameOrigin', () => {
  it.each([
    ['http://localhost:8092/play/slot?launch=abc', 'http://localhost:8092'],
    ['https://games.example.com:8443/x', 'https://games.example.com:8443'],
    // The portal's own origin is never framed as a game: it could reach the portal's session.
    ['/play/slot?launch=abc', undefined],
    ['http://portal.test/play/slot', undefined],
    ['http://portal.test:8080/play/slot', 'http://portal.test:8080'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
  ])('%s → %s', (url, origin) => expect(frameOrigin(url, 'http://portal.test')).toBe(origin));
});

describe('readGameMessage', () => {
  it('reads a balance message from the launched origin', () => {
    expect(
      readGameMessage(
        { origin: GAME, data: { source: 'croupier-game', type: 'balance', balance: 12.5 } },
        GAME,
      ),
    ).toEqual({ type: 'balance', balance: 12.5 });
  });

  it('reads a low-balance message', () => {
    expect(
      readGameMessage(
        { origin: GAME, data: { source: 'croupier-game', type: 'balance-low', stake: 5 } },
        GAME,
      ),
    ).toEqual({ type: 'balance-low', stake: 5 });
  });

  it.each([
    ['another port', 'http://localhost:8093'],
    ['another scheme', 'https://localhost:8092'],
    ['a lookalike host', 'http://localhost.evil.test:8092'],
    ['an opaque origin', 'null'],
  ])('ignores %s', (_name, origin) => {
    expect(
      readGameMessage({ origin, data: { source: 'croupier-game', type: 'balance' } }, GAME),
    ).toBeUndefined();
  });

  it('ignores everything when no game is open', () => {
    expect(
      readGameMessage({ origin: GAME, data: { source: 'croupier-game', type: 'balance' } }, undefined),
    ).toBeUndefined();
  });

  it.each([null, 'balance', { type: 'balance' }, { source: 'croupier-game', type: 'open-window' }])(
    'ignores a malformed message %j',
    (data) => {
      expect(readGameMessage({ origin: GAME, data }, GAME)).toBeUndefined();
    },
  );

  it('drops a balance that is not a finite number', () => {
    expect(
      readGameMessage(
        { origin: GAME, data: { source: 'croupier-game', type: 'balance', balance: '1e9' } },
        GAME,
      ),
    ).toEqual({ type: 'balance', balance: undefined });
  });
});
