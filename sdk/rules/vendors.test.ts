import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '../contract/entities/game';
import { footerVendorIcons, navCategories, splitEsports, vendorIconCode } from './vendors';
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
  it('splits e-sports vendors out of the SPORTS lane', () => {
    const lanes = splitEsports([lane('SPORTS', 'BTI', 'IMES', 'SABA', 'TF'), lane('LIVE', 'EVO')]);
    expect(lanes.map((l) => [l.gameClassify, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['BTI', 'SABA']],
      ['LIVE', ['EVO']],
      ['ESPORTS', ['IMES', 'TF']],
    ]);
  });

  it('lists only categories with a vendor, lottery first and e-sports last', () => {
    const lanes = [
      lane('RNG', 'PG'),
      lane('LIVE', 'EVO'),
      lane('FISH'),
      lane('LOTT', 'TCG_SEA'),
      lane('ESPORTS', 'IA'),
    ];
    expect(navCategories(lanes).map((c) => c.category)).toEqual(['LOTT', 'LIVE', 'RNG', 'ESPORTS']);
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
