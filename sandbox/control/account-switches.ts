import { notFound } from '../http/fault';
import type { HandlersOf } from '../http/handler';
import { MAIN_WALLET, setMainBalance, toMinor } from '../ledger';
import { autoTransferFor } from '../transfers';
import type { ControlEndpoints } from './endpoints';
import { accountIdOf, expirePassword, replaceAddressMarks } from './repository';

/** Switches of one account: an expired password, a balance, where it logged in from. */
export const accountSwitches: Pick<
  HandlersOf<ControlEndpoints>,
  'expirePassword' | 'setBalance' | 'setLoginAddresses'
> = {
  async expirePassword({ username }, { sandbox }) {
    const row = await expirePassword(sandbox.db, username);
    if (!row) throw notFound(`No account ${username}`);
    return row;
  },

  /**
   * The difference moves to or from the house through the ledger (so no money appears or
   * vanishes): a demo or a test can reach "balance too low" in one call. Vendor wallets empty into
   * the main one first, so the amount is the member's whole balance.
   */
  async setBalance({ username, amount }, { sandbox }) {
    const account = await accountIdOf(sandbox.db, username);
    if (!account) throw notFound('No such account');
    try {
      await sandbox.db.transaction(async (tx) => {
        await autoTransferFor(tx, account.id, MAIN_WALLET, sandbox.now());
        await setMainBalance(tx, account.id, toMinor(amount), 'Sandbox balance adjustment');
      });
    } finally {
      sandbox.balances.invalidate([account.id]);
    }
    return { username, balance: amount };
  },

  async setLoginAddresses({ username, addresses }, { sandbox }) {
    const account = await accountIdOf(sandbox.db, username);
    if (!account) throw notFound('No such account');
    await sandbox.db.transaction((tx) => replaceAddressMarks(tx, account.id, addresses, sandbox.now()));
    return { username, addresses };
  },
};
