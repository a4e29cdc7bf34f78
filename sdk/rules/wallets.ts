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
