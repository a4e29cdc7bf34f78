import type { GameCategory, VendorCard, VendorLane } from '../contract/entities/game';

/**
 * SPEC §3: e-sports vendor codes, split out of the SPORTS lane.
 *
 * @example
 * const isEsports = rules.ESPORTS_VENDORS.includes(card.vassalage);
 */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/**
 * Cockfight vendor codes, split out of the SPORTS lane as the platform's page does (I 788).
 *
 * @example
 * const isCockfight = rules.COCKFIGHT_VENDORS.includes(card.vassalage);
 */
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3'];

/**
 * Crash and mini game vendor codes (Spribe, SmartSoft): the platform's page lists them again in an
 * SPB lane of their own and leaves them in RNG too (I 787, 11450–11455).
 *
 * @example
 * const isCrash = rules.SPB_VENDORS.includes(card.vassalage);
 */
export const SPB_VENDORS: readonly string[] = ['SPB', 'SS'];

/**
 * SPEC §2: bottom-navigation order of the categories.
 *
 * @example
 * const tabs = rules.NAV_CATEGORY_ORDER.map((category) => rules.CATEGORY_PATHS[category]);
 */
export const NAV_CATEGORY_ORDER: readonly GameCategory[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'SPB',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

/**
 * SPEC §9: the footer shows at most 20 vendor logos.
 *
 * @example
 * const icons = rules.footerVendorIcons(lanes, rules.FOOTER_VENDOR_LIMIT);
 */
export const FOOTER_VENDOR_LIMIT = 20;

/**
 * The lanes as the platform's page shows them (SPEC §3; I 11428–11480): e-sports and cockfight
 * cards leave the SPORTS lane for lanes of their own just after it, and crash vendors' cards are
 * listed again in an SPB lane just after RNG.
 *
 * @example
 * const lanes = rules.splitLanes((await croupier.client.call(contract.vendorList, {})).data.lanes);
 */
export function splitLanes(lanes: readonly VendorLane[]): VendorLane[] {
  const own = (gameClassify: GameCategory, lane: VendorLane, codes: readonly string[]): VendorLane[] => {
    const cards = lane.cards.filter((c) => codes.includes(c.vassalage));
    return cards.length ? [{ title: gameClassify, gameClassify, cards }] : [];
  };
  const moved = [...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS];
  return lanes.flatMap((lane) =>
    lane.gameClassify === 'SPORTS'
      ? [
          { ...lane, cards: lane.cards.filter((c) => !moved.includes(c.vassalage)) },
          ...own('ESPORTS', lane, ESPORTS_VENDORS),
          ...own('COCKFIGHT', lane, COCKFIGHT_VENDORS),
        ]
      : lane.gameClassify === 'RNG'
        ? [lane, ...own('SPB', lane, SPB_VENDORS)]
        : [lane],
  );
}

/**
 * SPEC §2: the categories the navigation shows (each with at least one vendor), in order.
 *
 * @example
 * for (const { category, vendors } of rules.navCategories(await croupier.catalogue.loadVendors())) {
 *   console.log(rules.CATEGORY_PATHS[category], vendors.length);
 * }
 */
export function navCategories(
  lanes: readonly VendorLane[],
): { category: GameCategory; vendors: readonly VendorCard[] }[] {
  return NAV_CATEGORY_ORDER.flatMap((category) => {
    const vendors = lanes.filter((l) => l.gameClassify === category).flatMap((l) => l.cards);
    return vendors.length ? [{ category, vendors }] : [];
  });
}

/**
 * SPEC §3: vendors whose code starts with TCG, and BTI, share one icon.
 *
 * @example
 * rules.vendorIconCode('TCG_SEA'); // 'TCG'
 */
export function vendorIconCode(vassalage: string): string {
  return vassalage.startsWith('TCG') || vassalage === 'BTI' ? 'TCG' : vassalage;
}

/**
 * SPEC §2: up to 20 unique vendor icons for the footer.
 *
 * @example
 * const icons = rules.footerVendorIcons(await croupier.catalogue.loadVendors());
 */
export function footerVendorIcons(lanes: readonly VendorLane[], limit = FOOTER_VENDOR_LIMIT): string[] {
  const icons = new Set<string>();
  for (const card of lanes.flatMap((l) => l.cards)) {
    if (icons.size >= limit) break;
    icons.add(vendorIconCode(card.vassalage));
  }
  return [...icons];
}
