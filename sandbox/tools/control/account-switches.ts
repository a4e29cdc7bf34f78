import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { MAIN_WALLET, setMainBalance, toMinor } from '../../platform/ledger';
import { autoTransferFor } from '../../platform/transfers';
import { accountIdOf, expirePassword, replaceAddressMarks } from './repository';
import { BalanceChange, Username } from './schemas';

/** Switches of one account, by its username in the path. */
export const accountSwitchEndpoints = {
  expirePassword: defineEndpoint({
    name: 'expirePassword',
    method: 'POST',
    path: '/sandbox/accounts/:username/expire-password',
    tag: 'sandbox',
    summary: "Ages an account's password past the brand's expiry",
    request: Type.Object(Username),
    response: Type.Object(Username),
  }),
  setBalance: defineEndpoint({
    name: 'setBalance',
    method: 'POST',
    path: '/sandbox/accounts/:username/balance',
    tag: 'sandbox',
    summary: "Sets a member's main balance, moving the difference to or from the house through the ledger",
    request: BalanceChange,
    response: Type.Object({ ...Username, balance: Type.Number() }),
  }),
  setLoginAddresses: defineEndpoint({
    name: 'setLoginAddresses',
    method: 'POST',
    path: '/sandbox/accounts/:username/login-addresses',
    tag: 'sandbox',
    summary:
      'Replaces the addresses an account is known to have registered or logged in from: with LOGINIPVERF3 on, ' +
      'a login from any other address answers login_verify_required (a player on a new network, in one call)',
    request: Type.Object({
      ...Username,
      addresses: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 16 }),
    }),
    response: Type.Object({ ...Username, addresses: Type.Array(Type.String()) }),
  }),
} as const;

/** Switches of one account: an expired password, a balance, where it logged in from. */
export const accountSwitches: HandlersOf<typeof accountSwitchEndpoints> = {
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
