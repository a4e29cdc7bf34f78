import { describe, expect, it } from 'vitest';
import { initialFilter, type RecordsFilter } from './records-filter';
import {
  canDrillInto,
  canSendTo,
  drillBackTo,
  drillInto,
  teamBetsQuery,
  teamCsvColumns,
  teamMemberRole,
  teamMembersQuery,
  teamPnlQuery,
  teamTransactionsFilter,
  teamTransactionsQuery,
} from './team-reports';

/** 2026-05-20 00:30 in GMT+8. */
const NOW = Date.UTC(2026, 4, 19, 16, 30);
const day: RecordsFilter = initialFilter(NOW);
const range = { from: '2026-05-20', to: '2026-05-20' };

describe('the team reports’ calls', () => {
  it.each<[string, unknown, unknown]>([
    ['bets of the whole team', teamBetsQuery(day, '', 1), { ...range, pageNo: 1, pageSize: 20 }],
    [
      'bets of one account, one vendor',
      teamBetsQuery({ ...day, category: 'RNG', vendor: 'PG' }, ' player77 ', 2),
      { ...range, username: 'player77', category: 'RNG', vendor: 'PG', pageNo: 2, pageSize: 20 },
    ],
    ['pnl without a username', teamPnlQuery(day, '  ', 1), { ...range, pageNo: 1, pageSize: 20 }],
    [
      'pnl of an account',
      teamPnlQuery(day, 'sub1', 3),
      { ...range, username: 'sub1', pageNo: 3, pageSize: 20 },
    ],
    [
      'transactions of one kind',
      teamTransactionsQuery({ ...day, kind: 'deposit' }, undefined, 1),
      { ...range, kind: 'deposit', pageNo: 1, pageSize: 20 },
    ],
    [
      'an export: the whole filter, no page',
      teamTransactionsFilter({ ...day, kind: 'bet' }, 'p7'),
      { ...range, username: 'p7', kind: 'bet' },
    ],
  ])('%s', (_case, query, expected) => {
    expect(query).toEqual(expected);
  });
});

describe('teamCsvColumns', () => {
  it('writes the GMT+8 time, whose movement it is, the kind in words and plain amounts', () => {
    const columns = teamCsvColumns(
      { time: 'T', username: 'U', kind: 'K', amount: 'A', balanceAfter: 'B', reference: 'R' },
      (kind) => `<${kind}>`,
    );
    const row = {
      id: 1,
      username: 'player77',
      at: Date.UTC(2026, 4, 19, 16, 30, 5),
      kind: 'deposit',
      amount: -12.5,
      balanceAfter: 100,
      reference: null,
    };
    expect(columns.map((c) => c.header)).toEqual(['T', 'U', 'K', 'A', 'B', 'R']);
    expect(columns.map((c) => c.value(row))).toEqual([
      '2026-05-20 00:30:05',
      'player77',
      '<deposit>',
      -12.5,
      100,
      null,
    ]);
  });
});

describe('the team tree', () => {
  it.each([
    [0, 0, 'member', false, true],
    [0, 3, 'member', false, true],
    [42, 3, 'agent', true, true],
    [2, 0, 'agent', false, true],
    [4, 2, 'member', false, true],
  ])('type %i with %i downlines is a %s; opened: %s', (accountType, downlines, role, opens) => {
    expect(teamMemberRole({ accountType })).toBe(role);
    expect(canDrillInto({ accountType, downlines })).toBe(opens);
  });

  it.each([
    [1, true],
    [2, false],
    [5, false],
  ])('money goes to depth %i: %s', (depth, can) => {
    expect(canSendTo({ depth })).toBe(can);
  });

  it('walks down and back up the breadcrumb', () => {
    const down = drillInto(drillInto([], 'sub1'), 'sub2');
    expect(down).toEqual(['sub1', 'sub2']);
    expect(drillBackTo(down, 0)).toEqual(['sub1']);
    expect(drillBackTo(down, -1)).toEqual([]);
  });

  it.each<[string, { path: string[]; search: string; pageNo: number }, unknown]>([
    ['the agent’s own level', { path: [], search: '', pageNo: 1 }, { pageNo: 1, pageSize: 20 }],
    [
      'a sub-agent’s level',
      { path: ['sub1'], search: ' ', pageNo: 2 },
      { parent: 'sub1', pageNo: 2, pageSize: 20 },
    ],
    [
      'a search, wherever the tree is',
      { path: ['sub1'], search: ' pla ', pageNo: 1 },
      { search: 'pla', pageNo: 1, pageSize: 20 },
    ],
  ])('%s', (_case, view, query) => {
    expect(teamMembersQuery(view)).toEqual(query);
  });
});
