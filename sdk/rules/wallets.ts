import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '../contract/entities/transfer';

/**
 * The account type id the platform names a wallet by: 2 for `main`, the vendor's own for a
 * transfer-mode vendor's wallet (from `merchantWallets()`). A code the brand does not list throws:
 * a transfer must never name a wallet nobody chose.
 *
 * @example
 * rules.accountTypeIdOf({ wallets: [{ code: 'SABA', accountTypeId: 104 }] }, 'main'); // 2
 * rules.accountTypeIdOf({ wallets: [{ code: 'SABA', accountTypeId: 104 }] }, 'SABA'); // 104
 */
export function accountTypeIdOf(
  options: { readonly wallets: readonly { code: string; accountTypeId: number }[] },
  wallet: string,
): number {
  if (wallet === 'main') return MAIN_WALLET_ACCOUNT_TYPE_ID;
  const vendor = options.wallets.find((w) => w.code === wallet);
  if (!vendor) throw new Error(`No wallet ${wallet} among the brand's transfer-mode vendors`);
  return vendor.accountTypeId;
}

/**
 * The two wallets of a move between the member's own wallets: `main` or a transfer-mode vendor's
 * code on each side, never the same on both.
 *
 * @example
 * const sides: rules.WalletMoveSides = { from: 'main', to: 'JDB' };
 */
export interface WalletMoveSides {
  readonly from: string;
  readonly to: string;
}

/**
 * The sides once the member picks `wallet` for one of them. Picking for one side the wallet the
 * other side holds swaps the two, so one wallet is never on both sides and the other choice is
 * kept rather than cleared.
 *
 * @example
 * rules.pickWalletSide({ from: 'main', to: 'JDB' }, 'to', 'KA'); // { from: 'main', to: 'KA' }
 * rules.pickWalletSide({ from: 'main', to: 'JDB' }, 'from', 'JDB'); // { from: 'JDB', to: 'main' }
 */
export function pickWalletSide(
  sides: WalletMoveSides,
  side: keyof WalletMoveSides,
  wallet: string,
): WalletMoveSides {
  const otherSide = side === 'from' ? 'to' : 'from';
  const other = sides[otherSide] === wallet ? sides[side] : sides[otherSide];
  return side === 'from' ? { from: wallet, to: other } : { from: other, to: wallet };
}
