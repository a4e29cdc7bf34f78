import { describe, expect, it } from 'vitest';
import { launchDecision, lotteryPrizeMode, navClickDecision, vendorPath } from './launch';

const guest = { hasToken: false };
const member = { hasToken: true, accountType: 0 };
const trial = { hasToken: true, accountType: 4 };

describe('launch decision (SPEC §2 Launching a game)', () => {
  it.each([
    [
      'a VASSALAGE launch object opens the game-list popup',
      { vassalage: 'TCG_SEA', category: 'LOTT', isGame: 'VASSALAGE' },
      guest,
      { kind: 'game-list', vassalage: 'TCG_SEA' },
    ],
    [
      'FISH vendors navigate to their page with page=vassalage',
      { vassalage: 'JDBFISH', category: 'FISH' },
      guest,
      { kind: 'navigate', path: '/fish?page=vassalage&vassalage=JDBFISH' },
    ],
    [
      'PVP vendors navigate to their page with page=vassalage',
      { vassalage: 'KY', category: 'PVP' },
      member,
      { kind: 'navigate', path: '/pvp?page=vassalage&vassalage=KY' },
    ],
    [
      'for slots a vendor is chosen first, then /rng',
      { vassalage: 'PG', category: 'RNG' },
      guest,
      { kind: 'navigate', path: '/rng?vassalage=PG' },
    ],
    [
      'RNG games start directly, without a login check',
      { vassalage: 'PG', category: 'RNG', game: { nodeId: 1 } },
      guest,
      { kind: 'launch-game' },
    ],
    [
      'the Vietnam lottery goes to /Vnlottery',
      { vassalage: 'TCG_LOTTO_VN', category: 'LOTT' },
      member,
      { kind: 'navigate', path: '/Vnlottery' },
    ],
    [
      'the Vietnam lottery goes to /Vnlottery even as a VASSALAGE card (its own rule wins)',
      { vassalage: 'TCG_LOTTO_VN', category: 'LOTT', isGame: 'VASSALAGE' },
      guest,
      { kind: 'navigate', path: '/Vnlottery' },
    ],
    [
      'other games require login',
      { vassalage: 'EVO', category: 'LIVE', game: { nodeId: 9 } },
      guest,
      { kind: 'login' },
    ],
    [
      'a trial account is stopped at a protected game',
      { vassalage: 'EVO', category: 'LIVE', game: { nodeId: 9 } },
      trial,
      { kind: 'trial' },
    ],
    [
      'lottery types use the lottery launch',
      { vassalage: 'ELOTT', category: 'ELOTT', game: { nodeId: 5 } },
      member,
      { kind: 'launch-lottery' },
    ],
    [
      'others use the game launch',
      { vassalage: 'EVO', category: 'LIVE', game: { nodeId: 9 } },
      member,
      { kind: 'launch-game' },
    ],
    [
      'a game of a VASSALAGE vendor launches like any lottery game',
      { vassalage: 'TCG_SEA', category: 'LOTT', isGame: 'VASSALAGE', game: { nodeId: 7 } },
      member,
      { kind: 'launch-lottery' },
    ],
  ] as const)('%s', (_name, target, viewer, decision) => {
    expect(launchDecision(target, viewer)).toEqual(decision);
  });
});

describe('navigation click (SPEC §2)', () => {
  const one = [{ vassalage: 'BTI' }];
  const two = [{ vassalage: 'BTI' }, { vassalage: 'SABA' }];
  it.each([
    ['lottery goes to its page', 'LOTT', two, { kind: 'page', path: '/lottery', clearVendor: false }],
    ['e-lottery goes to its page', 'ELOTT', one, { kind: 'page', path: '/elott', clearVendor: false }],
    ['sports with one vendor starts it directly', 'SPORTS', one, { kind: 'start', vassalage: 'BTI' }],
    ['live with one vendor starts it directly', 'LIVE', one, { kind: 'start', vassalage: 'BTI' }],
    [
      'sports with two vendors opens the page',
      'SPORTS',
      two,
      { kind: 'page', path: '/sports', clearVendor: false },
    ],
    [
      'e-sports never starts directly',
      'ESPORTS',
      one,
      { kind: 'page', path: '/esports', clearVendor: false },
    ],
    [
      'fish with two vendors opens the page',
      'FISH',
      two,
      { kind: 'page', path: '/fish', clearVendor: false },
    ],
    [
      'slots go to their page and clear the vendor',
      'RNG',
      one,
      { kind: 'page', path: '/rng', clearVendor: true },
    ],
    [
      'cockfight, a lane of its own, goes to its page',
      'COCKFIGHT',
      one,
      { kind: 'page', path: '/cockfight', clearVendor: true },
    ],
    ['the crash lane goes to /crash', 'SPB', one, { kind: 'page', path: '/crash', clearVendor: true }],
  ] as const)('%s', (_name, category, vendors, decision) => {
    expect(navClickDecision(category, vendors)).toEqual(decision);
  });
});

describe('vendorPath (a vendor card followed as a link)', () => {
  it.each([
    ['FISH', 'JDB_FISH', '/fish?page=vassalage&vassalage=JDB_FISH'],
    ['PVP', 'KY', '/pvp?page=vassalage&vassalage=KY'],
    ['RNG', 'PG', '/rng?vassalage=PG'],
    ['LIVE', 'EVO', '/live?vassalage=EVO'],
    ['LOTT', 'TCG_LOTTO_VN', '/Vnlottery'],
    ['LOTT', 'TCG_SEA', '/lottery'],
    ['ELOTT', 'ELOTT', '/elott'],
    ['COCKFIGHT', 'SV3', '/cockfight?vassalage=SV3'],
    ['SPB', 'SPB', '/crash?vassalage=SPB'],
  ] as const)('%s %s → %s', (category, vassalage, path) =>
    expect(vendorPath(category, vassalage)).toBe(path),
  );
});

describe('lotteryPrizeMode (the page derives it from the lanes, C 150–153)', () => {
  const card = (vassalage: string) => ({ vassalage }) as never;
  const lane = (gameClassify: string, ...vendors: string[]) =>
    ({ title: gameClassify, gameClassify, cards: vendors.map(card) }) as never;

  it('is Lott when the Vietnam lottery sits in the LOTT lane, Elott in the ELOTT lane', () => {
    expect(lotteryPrizeMode([lane('LIVE', 'EVO'), lane('LOTT', 'TCG_SEA', 'TCG_LOTTO_VN')])).toBe('Lott');
    expect(lotteryPrizeMode([lane('LOTT', 'TCG_SEA'), lane('ELOTT', 'TCG_LOTTO_VN')])).toBe('Elott');
  });

  it('is nothing before the lanes are known, or when no lane holds the Vietnam lottery', () => {
    expect(lotteryPrizeMode(undefined)).toBeUndefined();
    expect(lotteryPrizeMode([lane('LOTT', 'TCG_SEA'), lane('RNG', 'TCG_LOTTO_VN')])).toBeUndefined();
  });
});
