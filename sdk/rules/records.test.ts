import { describe, expect, it } from 'vitest';
import { recordsCsv } from '../shared-rules/csv';
import type { VendorCard, VendorLane } from '../contract/entities/game';
import type { AccountRecord } from '../contract/entities/records';
import {
  EXPORT_MAX_PAGES,
  EXPORT_MAX_ROWS,
  EXPORT_PAGE_SIZE,
  accountCsvColumns,
  accountKindKey,
  amountTone,
  canExport,
  categoryChoices,
  gmt8Stamp,
  signedMoneyText,
  vendorChoices,
  vendorName,
} from './records';

const card = (
  vassalage: string,
  displayName: string,
  gameCategory: VendorCard['gameCategory'],
): VendorCard => ({
  vassalage,
  displayName,
  gameCategory,
  accountTypeName: vassalage,
  accountTypeId: 1,
  isHot: 0,
  isGame: 'GAME',
  maintenance: false,
});
const lanes: VendorLane[] = [
  { title: 'Slots', gameClassify: 'RNG', cards: [card('PG', 'PG Soft', 'RNG'), card('JDB', 'JDB', 'RNG')] },
  {
    title: 'Live',
    gameClassify: 'LIVE',
    cards: [card('EVO', 'Evolution', 'LIVE'), card('PG', 'PG Soft', 'LIVE')],
  },
  { title: 'Lottery', gameClassify: 'LOTT', cards: [card('TCG_LOTTO_VN', 'TCG Lotto', 'LOTT')] },
  { title: 'Fishing', gameClassify: 'FISH', cards: [] },
];

describe('signedMoneyText: a win or a loss reads from its sign, not only its colour', () => {
  it.each([
    [12.5, 'es', '+12,50'],
    [-3, 'es', '-3,00'],
    [0, 'es', '0,00'],
    [1234.5, 'en', '+1,234.50'],
    [-0.01, 'en', '-0.01'],
  ])('%d in %s reads %j', (amount, locale, text) => {
    expect(signedMoneyText(amount, locale)).toBe(text);
  });

  it.each([
    [5, 'gain'],
    [-5, 'loss'],
    [0, 'even'],
  ] as const)('%d is a %s', (amount, tone) => {
    expect(amountTone(amount)).toBe(tone);
  });
});

describe('accountKindKey: what a ledger movement is called', () => {
  it.each([
    ['deposit', 'records.kinds.deposit'],
    ['withdrawal_return', 'records.kinds.withdrawal_return'],
    ['rollback', 'records.kinds.rollback'],
    ['adjustment', 'records.kinds.adjustment'],
  ])('%s has its own text', (kind, key) => {
    expect(accountKindKey(kind)).toBe(key);
  });

  it.each(['withdrawal_paid', 'jackpot', '', 'toString'])(
    '%j, unknown to the portal, shows as named',
    (kind) => {
      expect(accountKindKey(kind)).toBeUndefined();
    },
  );
});

describe('gmt8Stamp: times in files read as the platform clock', () => {
  it.each([
    [Date.UTC(2026, 4, 31, 15, 59, 59), '2026-05-31 23:59:59'],
    [Date.UTC(2026, 4, 31, 16, 0, 0), '2026-06-01 00:00:00'],
    [Date.UTC(2025, 11, 31, 20, 5, 9), '2026-01-01 04:05:09'],
  ])('%d is %s', (at, text) => {
    expect(gmt8Stamp(at)).toBe(text);
  });
});

describe('accountCsvColumns', () => {
  const rows: AccountRecord[] = [
    {
      id: 9,
      at: Date.UTC(2026, 4, 1, 4, 0, 0),
      kind: 'bet',
      amount: -5,
      balanceAfter: 95.5,
      reference: 'round:42',
    },
    {
      id: 8,
      at: Date.UTC(2026, 4, 1, 3, 0, 0),
      kind: 'deposit',
      amount: 100.5,
      balanceAfter: 100.5,
      reference: null,
    },
    {
      id: 7,
      at: Date.UTC(2026, 4, 1, 2, 0, 0),
      kind: 'win',
      amount: 12,
      balanceAfter: 0,
      reference: '=cmd|x',
    },
  ];
  const kindName = (kind: string) => ({ bet: 'Apuesta', deposit: 'Depósito, banco' })[kind] ?? kind;
  const headings = {
    time: 'Hora (GMT+8)',
    kind: 'Tipo',
    amount: 'Importe',
    balanceAfter: 'Saldo después',
    reference: 'Referencia',
  };

  it('writes one line per movement, amounts as signed numbers, times in GMT+8', () => {
    expect(recordsCsv(rows, accountCsvColumns(headings, kindName))).toBe(
      '\uFEFFHora (GMT+8),Tipo,Importe,Saldo después,Referencia\r\n' +
        '2026-05-01 12:00:00,Apuesta,-5,95.5,round:42\r\n' +
        '2026-05-01 11:00:00,"Depósito, banco",100.5,100.5,\r\n' +
        "2026-05-01 10:00:00,win,12,0,'=cmd|x\r\n",
    );
  });
});

describe('export bounds', () => {
  it.each([
    [0, false],
    [1, true],
    [EXPORT_MAX_ROWS, true],
    [EXPORT_MAX_ROWS + 1, false],
  ])('%d rows: export %s', (total, allowed) => {
    expect(canExport(total)).toBe(allowed);
  });

  it('reads at most the bound in pages, plus one for rows pushed down while it reads', () => {
    expect(EXPORT_PAGE_SIZE).toBe(50);
    expect(EXPORT_MAX_PAGES).toBe(101);
  });
});

describe('the betting filter’s choices come from the catalogue', () => {
  it('offers the categories that have a vendor, in navigation order', () => {
    expect(categoryChoices(lanes)).toEqual(['LOTT', 'LIVE', 'RNG']);
  });

  it('offers cockfight, whose rounds are its own, but not the SPB lane, whose rounds are RNG’s', () => {
    const split = [
      ...lanes,
      { title: 'SPB', gameClassify: 'SPB' as const, cards: [card('SPB', 'Spribe', 'RNG')] },
      { title: 'COCKFIGHT', gameClassify: 'COCKFIGHT' as const, cards: [card('SV3', 'SV388', 'SPORTS')] },
    ];
    expect(categoryChoices(split)).toEqual(['LOTT', 'LIVE', 'RNG', 'COCKFIGHT']);
  });

  it.each([
    ['', ['Evolution', 'JDB', 'PG Soft', 'TCG Lotto']],
    ['RNG', ['JDB', 'PG Soft']],
    ['LIVE', ['Evolution', 'PG Soft']],
    ['FISH', []],
  ] as const)('category %j offers %j, each vendor once', (category, names) => {
    expect(vendorChoices(lanes, category).map((v) => v.displayName)).toEqual(names);
  });

  it('names a vendor by the catalogue, or by its code when it is not listed', () => {
    expect(vendorName(lanes, 'EVO')).toBe('Evolution');
    expect(vendorName(lanes, 'GONE')).toBe('GONE');
  });
});
