import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import { ContractKindName } from '@sdk/contract';
import { settleDue } from '../../platform/agent-contracts';
import { accountIdByName, setAccountType } from '../../platform/agent-contracts';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';

/**
 * Agent contracts' switches: settle due periods now (and, with `now`, close the running ones, so a
 * demo or a test need not wait an hour or a day), and make an account an agent under a parent, so
 * that agent lines of any depth can be built (the seed has one agent below another).
 */

const ContractSettle = Type.Object({
  kind: Type.Optional(ContractKindName),
  now: Type.Optional(Type.Literal(true)),
});

const AccountType = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  type: Type.Integer({ minimum: 0, maximum: 99 }),
  /** Moves the account under this one too. */
  parent: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

export const contractSwitchEndpoints = {
  settleContracts: defineEndpoint({
    name: 'settleContracts',
    method: 'POST',
    path: '/sandbox/contracts/settle',
    tag: 'sandbox',
    summary:
      'Settles every due contract period now (of one kind); with `now: true` it also closes each ' +
      'running period at this instant (each period still pays once)',
    request: ContractSettle,
    response: Type.Object({ settled: Type.Integer() }),
  }),
  setAccountType: defineEndpoint({
    name: 'setAccountType',
    method: 'POST',
    path: '/sandbox/accounts/:username/type',
    tag: 'sandbox',
    summary:
      "Changes an account's type (an agent type makes it an agent), optionally moving it under `parent`",
    request: AccountType,
    response: Type.Object({
      username: Type.String(),
      type: Type.Integer(),
      parent: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
} as const;

export const contractSwitches: Pick<
  HandlersOf<typeof contractSwitchEndpoints>,
  'settleContracts' | 'setAccountType'
> = {
  async settleContracts({ kind, now }, { sandbox }) {
    return { settled: await settleDue(sandbox, { kind, closeEarly: now === true }) };
  },

  async setAccountType({ username, type, parent }, { sandbox }) {
    const parentId = parent ? (await accountIdByName(sandbox.db, parent))?.id : null;
    if (parentId === undefined) throw notFound(`No account ${parent}`);
    const row = await setAccountType(sandbox.db, username, type, parentId);
    if (!row) throw notFound(`No account ${username}`);
    // Open sessions carry the type: they must see the new one on their next call.
    sandbox.sessionCache.forgetAccount(row.id);
    return { username: row.username, type: row.type, parent: row.parent };
  },
};
