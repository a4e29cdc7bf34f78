import type { Queryable } from '../../core/db/database';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '@sdk/contract/entities/transfer';
import { insertRows } from './seed-repository';

export interface VendorSeed {
  code: string;
  name: string;
  category: 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP';
  hot?: boolean;
  /** 'VASSALAGE': the vendor opens a game-list popup instead of a single game. */
  isGame?: string;
  /** A transfer-mode vendor plays from a wallet of its own, filled by transfers from the main one. */
  transfer?: boolean;
}

/**
 * Thirty-odd vendors across every category. E-sports and cockfight vendors sit in the SPORTS
 * lane and Spribe (SPB) in RNG, as the platform sends them; the portal splits its own lanes out by
 * the codes the platform's page lists (SPEC §3; I 786–788). The list's order gives each vendor its
 * account type id, so a vendor keeps its place when renamed.
 */
export const VENDORS: VendorSeed[] = [
  { code: 'EVO', name: 'Evolution', category: 'LIVE', hot: true },
  { code: 'PPLIVE', name: 'Pragmatic Live', category: 'LIVE' },
  { code: 'SEXY', name: 'AE Sexy', category: 'LIVE' },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE' },
  { code: 'SA', name: 'SA Gaming', category: 'LIVE', transfer: true },
  { code: 'WM', name: 'WM Casino', category: 'LIVE', transfer: true },
  { code: 'BTI', name: 'BTi Sports', category: 'SPORTS', hot: true },
  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', transfer: true },
  { code: 'CMD', name: 'CMD368', category: 'SPORTS', transfer: true },
  { code: 'IMES', name: 'IM eSports', category: 'SPORTS' },
  { code: 'TF', name: 'TF Gaming', category: 'SPORTS' },
  { code: 'IA', name: 'IA eSports', category: 'SPORTS' },
  { code: 'JDBFISH', name: 'JDB Fishing', category: 'FISH', hot: true },
  { code: 'JILIFISH', name: 'JILI Fishing', category: 'FISH' },
  { code: 'FCFISH', name: 'FC Fishing', category: 'FISH' },
  { code: 'PG', name: 'PG Soft', category: 'RNG', hot: true },
  { code: 'PP', name: 'Pragmatic Play', category: 'RNG', hot: true },
  { code: 'JILI', name: 'JILI', category: 'RNG' },
  { code: 'JDB', name: 'JDB', category: 'RNG', transfer: true },
  { code: 'CQ9', name: 'CQ9', category: 'RNG' },
  { code: 'HABA', name: 'Habanero', category: 'RNG' },
  { code: 'SPADE', name: 'Spadegaming', category: 'RNG' },
  { code: 'KA', name: 'KA Gaming', category: 'RNG', transfer: true },
  { code: 'FC', name: 'Fa Chai', category: 'RNG' },
  { code: 'RT', name: 'Red Tiger', category: 'RNG' },
  { code: 'NLC', name: 'Nolimit City', category: 'RNG' },
  { code: 'HACKSAW', name: 'Hacksaw Gaming', category: 'RNG' },
  { code: 'SPB', name: 'Spribe', category: 'RNG' },
  { code: 'KY', name: 'Kaiyuan', category: 'PVP', hot: true },
  { code: 'V8', name: 'V8 Poker', category: 'PVP' },
  { code: 'SV3', name: 'SV388', category: 'SPORTS' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', category: 'LOTT', isGame: 'VASSALAGE' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', category: 'LOTT', isGame: 'VASSALAGE' },
  { code: 'GPI', name: 'GPI Keno', category: 'LOTT', isGame: 'VASSALAGE' },
  { code: 'ELOTT', name: 'Croupier E-Lottery', category: 'ELOTT', hot: true },
];

/** The account type id the platform names a seeded vendor's wallet by: 100 and up, in list order. */
export const vendorAccountTypeId = (code: string) => 100 + VENDORS.findIndex((v) => v.code === code);

/**
 * The id the seeded brand's wallet of this name has: 2 for `main`, the vendor's for a vendor's
 * code, and for a name no vendor has an id no wallet has (99), for tests that name one.
 */
export const seededWalletId = (name: string) =>
  name === 'main' ? MAIN_WALLET_ACCOUNT_TYPE_ID : vendorAccountTypeId(name);

export async function seedVendors(db: Queryable) {
  await insertRows(
    db,
    'vendors',
    [
      'code',
      'display_name',
      'category',
      'account_type_id',
      'account_type_name',
      'is_hot',
      'is_game',
      'sort',
      'wallet_mode',
    ],
    VENDORS.map((v, i) => [
      v.code,
      v.name,
      v.category,
      vendorAccountTypeId(v.code),
      v.code,
      v.hot ? 1 : 0,
      v.isGame ?? '',
      i,
      v.transfer ? 'transfer' : 'seamless',
    ]),
  );
}
