import { defineEndpoint } from '../endpoint';
import { Type, Empty, Money, Timestamp } from '../schema';

// Agent relays. SPEC §7 names them; the relay names follow the platform's SERVICE_operation style.

const ContractPeriod = Type.Union(['daily', 'weekly', 'semimonthly', 'monthly'].map((p) => Type.Literal(p)));

const Contract = Type.Object({
  contractId: Type.Integer(),
  downline: Type.String(),
  rate: Type.Number({ minimum: 0, maximum: 100 }),
  period: ContractPeriod,
  status: Type.String({ description: 'offered, accepted, rejected, terminated' }),
  createdAt: Timestamp,
});

const ContractAction = Type.Object({
  action: Type.Union([
    Type.Literal('offer'),
    Type.Literal('accept'),
    Type.Literal('reject'),
    Type.Literal('list'),
  ]),
  contractId: Type.Optional(Type.Integer()),
  downline: Type.Optional(Type.String({ maxLength: 64 })),
  rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  period: Type.Optional(ContractPeriod),
});

const ContractAnswer = Type.Object({ list: Type.Array(Contract) });

/**
 * @example
 * const { list } = await client.call(contract.dividendRequest, { action: 'list' });
 */
export const dividendRequest = defineEndpoint({
  name: 'dividendRequest',
  method: 'POST',
  path: '/wps/relay/ACS_dividendRequest',
  auth: 'required',
  tag: 'agent',
  summary: 'Offer, accept, reject or list dividend contracts',
  request: ContractAction,
  response: ContractAnswer,
});

export const dailySalaryContract = defineEndpoint({
  name: 'dailySalaryContract',
  method: 'POST',
  path: '/wps/relay/ACS_dailySalaryContract',
  auth: 'required',
  tag: 'agent',
  summary: 'Offer, accept, reject or list daily salary contracts',
  request: ContractAction,
  response: ContractAnswer,
});

export const hourlySalary = defineEndpoint({
  name: 'hourlySalary',
  method: 'POST',
  path: '/wps/relay/ACS_hourlySalary',
  auth: 'required',
  tag: 'agent',
  summary: 'Offer, accept, reject or list hourly salary contracts',
  request: ContractAction,
  response: ContractAnswer,
});

export const realtimeSalary = defineEndpoint({
  name: 'realtimeSalary',
  method: 'POST',
  path: '/wps/relay/ACS_realtimeSalary',
  auth: 'required',
  tag: 'agent',
  summary: 'Offer, accept, reject or list real-time salary contracts (settled every 5 minutes)',
  request: ContractAction,
  response: ContractAnswer,
});

export const contractInfo = defineEndpoint({
  name: 'contractInfo',
  method: 'GET',
  path: '/wps/agent/contract/consolidated',
  auth: 'required',
  tag: 'agent',
  summary: 'Pending contract requests of each kind',
  request: Empty,
  response: Type.Object({
    dailysalreqtype: Type.Integer(),
    divtypereq: Type.Integer(),
    contracthoursalreq: Type.Integer(),
    realtimesalreqtype: Type.Integer(),
  }),
});

export const raffleClaim = defineEndpoint({
  name: 'raffleClaim',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimRaffle',
  auth: 'required',
  tag: 'common',
  summary: 'Claim the prize of a raffle promotion',
  request: Type.Object({
    promotionId: Type.Integer(),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  response: Type.Object({ prize: Type.String(), amount: Money }),
});

export const feedback = defineEndpoint({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'required',
  tag: 'common',
  summary: 'Send feedback (up to 3 png/jpg images of 5 MB)',
  request: Type.Object({
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    images: Type.Optional(Type.Array(Type.String({ maxLength: 7_000_000 }), { maxItems: 3 })),
  }),
  response: Type.Object({ feedbackId: Type.Integer() }),
});
