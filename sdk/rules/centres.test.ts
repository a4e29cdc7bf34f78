import { describe, expect, it } from 'vitest';
import {
  MEMBER_CENTRE_PAGES,
  agentCentreEntries,
  memberCentreEntries,
  offerBadges,
  pageOrDefault,
} from './centres';

describe('centre menus', () => {
  it('gives the personal centre SPEC’s 14 entries, my account first, then safer gambling', () => {
    expect(MEMBER_CENTRE_PAGES).toHaveLength(15);
    expect(MEMBER_CENTRE_PAGES[0]).toBe('securityCenter');
    expect(MEMBER_CENTRE_PAGES.at(-1)).toBe('saferGambling');
  });

  it.each([
    [{}, 9],
    [{ enableCt: true }, 10],
    [{ enableCt: true, salary: true, hourSalary: true }, 12],
    [{ salary: true }, 10],
  ])('agent centre with %o has %i entries', (flags, count) => {
    expect(agentCentreEntries(flags)).toHaveLength(count);
  });

  it('adds the flagged entries at the end, in SPEC order, then real-time salary', () => {
    expect(agentCentreEntries({ enableCt: true, salary: true, hourSalary: true }).slice(-4)).toEqual([
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realtimeSalary',
    ]);
  });

  it.each([
    ['depositv2', 'depositv2'],
    ['nowhere', 'securityCenter'],
    [undefined, 'securityCenter'],
  ])('asked %s → opens %s', (asked, page) => {
    expect(pageOrDefault(asked, MEMBER_CENTRE_PAGES, 'securityCenter')).toBe(page);
  });
});

describe('the personal centre menu and MANPLAYREB3', () => {
  it.each([
    [{ MANPLAYREB3: true }, true],
    [{ MANPLAYREB3: false }, false],
    [{}, false],
  ])('with %j the rebate promo is offered: %s', (flags, offered) => {
    const pages = memberCentreEntries(flags);
    expect(pages.includes('manualRebate')).toBe(offered);
    expect(pages.filter((p) => p !== 'manualRebate')).toEqual(
      MEMBER_CENTRE_PAGES.filter((p) => p !== 'manualRebate'),
    );
  });
});

describe('offerBadges (SPEC §3 consolidated contract info)', () => {
  const waiting = (n: number) => Array.from({ length: n }, () => ({ status: 'P' }));
  it('puts each kind’s waiting offers on the page that answers them, and nothing where none wait', () => {
    expect(
      offerBadges({
        dailysalreqtype: { daily: waiting(2) },
        divtypereq: { weekly: waiting(1) },
        contracthoursalreq: {},
        realtimesalreqtype: { realtime: waiting(1), daily: waiting(2) },
      }),
    ).toEqual({ dailySalary: 2, dividend: 1, realtimeSalary: 3 });
    expect(
      offerBadges({ dailysalreqtype: {}, divtypereq: {}, contracthoursalreq: {}, realtimesalreqtype: {} }),
    ).toEqual({});
  });

  it('counts only what waits for an answer (status P), not a running contract listed beside it', () => {
    expect(
      offerBadges({
        dailysalreqtype: { daily: [{ status: 'V' }, { status: 'P' }] },
        divtypereq: { weekly: [{ status: 'V' }] },
        contracthoursalreq: {},
        realtimesalreqtype: {},
      }),
    ).toEqual({ dailySalary: 1 });
  });
});
