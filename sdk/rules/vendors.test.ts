import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '../contract/entities/game';
import { footerVendorIcons, navCategories, splitLanes, vendorIconCode } from './vendors';
import { vendorName } from './vendor-name';

const card = (vassalage: string, gameCategory: VendorCard['gameCategory']): VendorCard => ({
  vassalage,
  accountTypeName: vassalage,
  accountTypeId: 1,
  displayName: vassalage,
  isHot: 0,
  isGame: '',
  gameCategory,
  maintenance: false,
});
const lane = (gameClassify: VendorLane['gameClassify'], ...codes: string[]): VendorLane => ({
  title: gameClassify,
  gameClassify,
  cards: codes.map((c) => card(c, gameClassify)),
});

describe('vendor rules', () => {
  const codes = (lanes: VendorLane[]) => lanes.map((l) => [l.gameClassify, l.cards.map((c) => c.vassalage)]);

  it('moves e-sports and cockfight vendors out of SPORTS into lanes just after it, as the page does', () => {
    const lanes = splitLanes([lane('SPORTS', 'BTI', 'IMES', 'SV3', 'SABA', 'TF'), lane('LIVE', 'EVO')]);
    expect(codes(lanes)).toEqual([
      ['SPORTS', ['BTI', 'SABA']],
      ['ESPORTS', ['IMES', 'TF']],
      ['COCKFIGHT', ['SV3']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('lists crash vendors again in an SPB lane after RNG, leaving them in RNG', () => {
    expect(codes(splitLanes([lane('RNG', 'PG', 'SPB', 'SS'), lane('FISH', 'JDBFISH')]))).toEqual([
      ['RNG', ['PG', 'SPB', 'SS']],
      ['SPB', ['SPB', 'SS']],
      ['FISH', ['JDBFISH']],
    ]);
  });

  it('adds no lane a vendor list does not call for', () => {
    const plain = [lane('SPORTS', 'BTI'), lane('RNG', 'PG')];
    expect(splitLanes(plain)).toEqual(plain);
  });

  it('lists only categories with a vendor, lottery first, crash after slots and cockfight last', () => {
    const lanes = [
      lane('COCKFIGHT', 'SV3'),
      lane('RNG', 'PG'),
      lane('SPB', 'SPB'),
      lane('LIVE', 'EVO'),
      lane('FISH'),
      lane('LOTT', 'TCG_SEA'),
      lane('ESPORTS', 'IA'),
    ];
    expect(navCategories(lanes).map((c) => c.category)).toEqual([
      'LOTT',
      'LIVE',
      'RNG',
      'SPB',
      'ESPORTS',
      'COCKFIGHT',
    ]);
  });

  it.each([
    ['TCG_SEA', 'TCG'],
    ['TCG_LOTTO_VN', 'TCG'],
    ['BTI', 'TCG'],
    ['PG', 'PG'],
  ])('%s uses the %s icon', (code, icon) => {
    expect(vendorIconCode(code)).toBe(icon);
  });

  it('keeps at most 20 unique footer icons', () => {
    const many = lane('RNG', ...Array.from({ length: 30 }, (_, i) => `V${i}`));
    expect(footerVendorIcons([many])).toHaveLength(20);
    expect(footerVendorIcons([lane('LOTT', 'TCG_SEA', 'TCG_LOTTO_VN'), lane('SPORTS', 'BTI')])).toEqual([
      'TCG',
    ]);
  });

  it('names a vendor by its display name, and by its code until the list names it', () => {
    const lanes = [
      lane('RNG', 'PG'),
      { ...lane('RNG'), cards: [{ ...card('HABA', 'RNG'), displayName: 'Habanero' }] },
    ];
    expect(vendorName(lanes, 'HABA')).toBe('Habanero');
    expect(vendorName(lanes, 'NOPE')).toBe('NOPE');
    expect(vendorName(undefined, 'HABA')).toBe('HABA');
  });
});
