import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { demoGameLaunch } from './demo-game-launch';
import { sportsbook } from './sport-helpers';

/**
 * A sports lobby's match strip: the platform reads the sportsbook vendor's match feed and answers
 * the matches in play and the next to kick off, each with the prices the book takes bets at and
 * the game that takes them; a card opens that game at its match.
 */
let sandbox: TestSandbox;
let book: ReturnType<typeof sportsbook>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  book = sportsbook(sandbox);
});
afterAll(() => sandbox.close());

interface Card {
  matchId: string;
  sport: string;
  home: string;
  away: string;
  kickoffAt: number;
  status: 'upcoming' | 'live';
  odds: { home: number; draw: number | null; away: number } | null;
  nodeId: number;
  vassalage: string;
  gameName: string;
}

const cardsOf = async (gameClassify: 'SPORTS' | 'ESPORTS') =>
  expectValid(
    contract.sportMatches,
    await sandbox.call(contract.sportMatches, { gameClassify, language: 'EN' }),
  ) as { list: Card[]; serverTime: number };

describe('match cards', () => {
  it('show the prices the sportsbook takes bets at, and the sports game that takes them', async () => {
    // The clock held still: the board and the cards are read at the same instant.
    const box = sandbox.instance.sandbox;
    const realNow = box.now;
    const at = realNow();
    try {
      box.now = () => at;
      const { list, serverTime } = await cardsOf('SPORTS');
      expect(serverTime).toBe(at.getTime());
      expect(list.length).toBeGreaterThan(2);
      expect(list.some((card) => card.sport === 'esports')).toBe(false);
      const board = await book.state(await book.launch(await sandbox.login()));
      for (const card of list) {
        const fixture = board.fixtures.find((f) => f.id === card.matchId)!;
        expect(fixture).toMatchObject({ home: card.home, away: card.away, kickoffAt: card.kickoffAt });
        if (card.status === 'live') {
          expect(fixture.status).toBe('live');
          expect(card.odds).toBeNull();
        } else {
          const prices = fixture.markets!['1x2']!;
          expect(card.odds).toEqual({
            home: prices.home! / 1000,
            draw: prices.draw === undefined ? null : prices.draw / 1000,
            away: prices.away! / 1000,
          });
        }
      }
      const [game] = await sandbox.db.query<{ category: string; vendor: string }>(
        'select category, vendor from games where node_id = $1',
        [list[0]!.nodeId],
      );
      expect(game).toEqual({ category: 'SPORTS', vendor: list[0]!.vassalage });
    } finally {
      box.now = realNow;
    }
  });

  it('keep e-sports on their own page', async () => {
    const { list } = await cardsOf('ESPORTS');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((card) => card.sport === 'esports')).toBe(true);
    const [game] = await sandbox.db.query<{ category: string }>(
      'select category from games where node_id = $1',
      [list[0]!.nodeId],
    );
    expect(game!.category).toBe('ESPORTS');
    // Its card's game opens the book at the e-sports board alone.
    const launch = await demoGameLaunch(
      sandbox,
      { node_id: list[0]!.nodeId, vendor: list[0]!.vassalage },
      '/play/sport',
      await sandbox.login(),
    );
    const sports = new Set((await book.state(launch)).fixtures.map((f) => f.sport));
    expect([...sports]).toEqual(['esports']);
  });

  it('open the sportsbook at their match', async () => {
    const [card] = (await cardsOf('SPORTS')).list;
    const token = await sandbox.login();
    const launched = await sandbox.call(
      contract.launchGame,
      {
        nodeId: card!.nodeId,
        vassalage: card!.vassalage,
        matchId: card!.matchId,
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'EN',
      },
      { token },
    );
    const url = new URL(
      (expectValid(contract.launchGame, launched) as { content: { game_url: string } }).content.game_url,
    );
    expect(url.pathname).toBe('/play/sport');
    expect(url.searchParams.get('match')).toBe(card!.matchId);
    // Whatever the id says, it travels as one query value: it cannot add a parameter of its own.
    const odd = await sandbox.call(
      contract.launchGame,
      {
        nodeId: card!.nodeId,
        vassalage: card!.vassalage,
        matchId: 'x&launch=evil#y',
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'EN',
      },
      { token },
    );
    const sent = new URL(
      (expectValid(contract.launchGame, odd) as { content: { game_url: string } }).content.game_url,
    );
    expect(sent.searchParams.getAll('launch')).toHaveLength(1);
    expect(sent.searchParams.get('match')).toBe('x&launch=evil#y');
  });

  it('refuse a category that has no match cards', async () => {
    expectFailure(
      await sandbox.request({ method: 'GET', url: '/wps/relay/GCSGAME_getGameMatchV2?gameClassify=RNG' }),
      400,
      'invalid_request',
    );
  });
});
