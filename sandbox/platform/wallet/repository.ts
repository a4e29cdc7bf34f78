import type { Queryable } from '../../core/db/database';

/** The wallets' SQL beyond the ledger's: which id the platform gives each vendor wallet. */

/** Every vendor's code with its account type id (a wallet of its own exists for transfer-mode ones). */
export const vendorAccountTypes = (db: Queryable) =>
  db.query<{ code: string; account_type_id: number }>('select code, account_type_id from vendors');
