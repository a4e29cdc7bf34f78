import { defineEndpoint } from '../endpoint';
import { Type, Empty, Money } from '../schema';
import { AccountTypeId, Balance, MerchantWallet, WalletMove, WalletRecall } from '../entities';

/** A positive decimal amount as text, as a form field holds it. */
const AMOUNT_TEXT_PATTERN = '^[0-9]{1,15}(\\.[0-9]{1,15})?$';

/**
 * @example
 * const { sumBalance, currencySymbol } = await client.call(contract.balance, {});
 */
export const balance = defineEndpoint({
  name: 'balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'required',
  tag: 'wallet',
  summary: 'Sum of the member wallets',
  request: Empty,
  response: Balance,
});

/**
 * @example
 * await client.call(contract.walletTransfer, {
 *   fromAccountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, toAccountTypeId: 102, amount: 25, requestId,
 * });
 */
export const walletTransfer = defineEndpoint({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    'Moves money between any two different wallets of the member: the main wallet (account type 2) or the ' +
    'wallet of a transfer-mode vendor, so main to vendor, vendor to main and vendor to vendor, each named by ' +
    'its account type id as the platform names them, in one ledger transaction. The answer ' +
    "carries `successAmount`, what the platform's page reads. The platform's page sends no requestId; " +
    'with one, the same requestId and content answers the same transfer, and other content 409 ' +
    'idempotency_conflict. Refusals: transfer_wallet_invalid (a wallet that is neither the main one nor a ' +
    "transfer-mode vendor's, under its field, or the same wallet twice, under toAccountTypeId), " +
    'transfer_amount_invalid (under the minimum or more than two ' +
    'decimals), transfer_insufficient_balance (more than the source wallet holds)',
  request: Type.Object({
    fromAccountTypeId: AccountTypeId,
    toAccountTypeId: AccountTypeId,
    /** The page sends the amount field's text ("25.50"); a number is taken too. */
    amount: Type.Union(
      [Type.Number({ exclusiveMinimum: 0 }), Type.String({ pattern: AMOUNT_TEXT_PATTERN })],
      {
        description: 'Amount with at most two decimal places, as a number or as decimal text',
      },
    ),
    requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' })),
  }),
  response: WalletMove,
});

export const walletRecall = defineEndpoint({
  name: 'walletRecall',
  method: 'POST',
  path: '/wps/relay/GCS_walletRecall',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    'Brings the whole balance of every vendor wallet back to the main wallet, in one database transaction ' +
    '(a ledger transfer per wallet). The same requestId answers the first recall and moves nothing more',
  request: Type.Object({
    requestId: Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' }),
  }),
  response: WalletRecall,
});

/**
 * SPEC §3's consolidated info, as the platform's page reads it when the member centre shows (I
 * 11807–11830): the contract offers of each kind waiting for the caller's answer, each kind a map
 * from the contract's period to its offers (empty for whoever is offered none, which the page reads
 * as "no contract"), with the member's money totals, which are ours.
 *
 * @example
 * const { divtypereq, totalDeposit } = await client.call(contract.fundsConsolidated, {});
 */
/** Offers of one kind by the contract's period: what the page's notice lists and answers (`status` P: waiting). */
const WaitingOffers = (description: string) =>
  Type.Record(
    Type.String(),
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        contractId: Type.Integer({
          description: 'The same id: the page sends it as contractId for hourly salaries',
        }),
        status: Type.Literal('P'),
        upline: Type.String({ description: 'The agent who offers it' }),
        rateBp: Type.Integer({
          minimum: 0,
          maximum: 10_000,
          description: 'Its top tier’s rate, in basis points',
        }),
      }),
    ),
    { description },
  );

export const fundsConsolidated = defineEndpoint({
  name: 'fundsConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'required',
  tag: 'wallet',
  summary:
    'Contract offers of each kind waiting for the caller (dailysalreqtype, divtypereq, contracthoursalreq, ' +
    "realtimesalreqtype), and the member's deposit, withdrawal, bet and payout totals",
  request: Empty,
  response: Type.Object({
    dailysalreqtype: WaitingOffers('Daily-salary offers waiting'),
    divtypereq: WaitingOffers('Dividend offers waiting'),
    divtypecompperiodreq: Type.Record(
      Type.String({ description: 'Product type: CONS (every product) for the dividends here' }),
      WaitingOffers('Dividend offers waiting of that product type, by period'),
      {
        description:
          'The dividend offers again, as the newer page reads them: by product type, then period (empty when none wait)',
      },
    ),
    contracthoursalreq: WaitingOffers('Hourly-salary offers waiting'),
    realtimesalreqtype: WaitingOffers('Real-time salary offers waiting'),
    totalDeposit: Money,
    totalWithdraw: Money,
    totalBet: Money,
    totalPayout: Money,
  }),
});

export const merchantWallet = defineEndpoint({
  name: 'merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    "The brand's wallets: whether every game plays from the main wallet (isSingle), the transfer-mode " +
    'vendors that keep a wallet of their own, whether launches move the money by themselves, and the ' +
    'least amount a transfer moves',
  request: Type.Object({ isSingle: Type.Optional(Type.Boolean()) }),
  response: MerchantWallet,
});
