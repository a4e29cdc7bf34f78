import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { MAIN_WALLET } from '../ledger';
import { vendorAccountTypes } from './repository';

/**
 * The platform names wallets by account type id: 2 for the main wallet, the vendor's id for a
 * vendor's. The vendors are seeded once and never renumbered, so each sandbox reads
 * the ids once; the balance call, which shows them, stays one cached read.
 */
const idsBySandbox = new WeakMap<Sandbox, Promise<Map<string, number>>>();

/** Wallet name (`main` or a vendor's code) to account type id. */
export function accountTypeIds(sandbox: Sandbox): Promise<Map<string, number>> {
  let ids = idsBySandbox.get(sandbox);
  if (!ids) {
    ids = vendorAccountTypes(sandbox.db).then(
      (rows) =>
        new Map([
          [MAIN_WALLET, MAIN_WALLET_ACCOUNT_TYPE_ID],
          ...rows.map((row) => [row.code, row.account_type_id] as const),
        ]),
    );
    // A failed read is not kept: the next call asks again.
    ids.catch(() => idsBySandbox.delete(sandbox));
    idsBySandbox.set(sandbox, ids);
  }
  return ids;
}

/** The wallet an account type id names, or undefined when no wallet of this brand has it. */
export async function walletOfAccountType(sandbox: Sandbox, id: number): Promise<string | undefined> {
  for (const [wallet, typeId] of await accountTypeIds(sandbox)) if (typeId === id) return wallet;
  return undefined;
}
