import { defineEndpoint } from '../endpoint';
import { Nothing, Type } from '../schema';

// How the platform's page answers a contract offer from its notice (C 4790–4803, 4975–5130; the
// newer chunk posts JSON): A accepts, R rejects. The page also sends C on a running contract; here
// only the upline ends a contract (the agent centre's relays), so C is refused as an invalid field.
// Each answers nothing of use: the page reads the consolidated info again.

const Answer = Type.Union([Type.Literal('A'), Type.Literal('R')], {
  description: 'A: accept the offer; R: reject it',
});
const ContractId = Type.Integer({ minimum: 1 });
const summary = (what: string) =>
  `Accepts (A) or rejects (R) ${what} waiting for the caller, as the platform's contract notice does; ` +
  'the same rules as the agent centre (contract_not_found, contract_state, contract_rate_exceeds, ' +
  'feature_disabled, error_not_agent)';

/**
 * @example
 * await client.call(contract.answerDividendOffer, { computationPeriod: 'weekly', status: 'A' });
 */
export const answerDividendOffer = defineEndpoint({
  name: 'answerDividendOffer',
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary: summary('the newest dividend offer of `computationPeriod`'),
  request: Type.Object({
    computationPeriod: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'weekly, semimonthly or monthly',
    }),
    productType: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          'The product type the consolidated info listed the offer under (CONS: dividends here cover every product)',
      }),
    ),
    status: Answer,
  }),
  response: Nothing,
});

/**
 * @example
 * const [offer] = (await client.call(contract.fundsConsolidated, {})).dailysalreqtype.daily ?? [];
 * if (offer) await client.call(contract.answerDailySalaryOffer, { id: offer.id, status: 'R' });
 */
export const answerDailySalaryOffer = defineEndpoint({
  name: 'answerDailySalaryOffer',
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary: summary('the daily-salary offer `id`'),
  request: Type.Object({ id: ContractId, status: Answer }),
  response: Nothing,
});

/**
 * @example
 * await client.call(contract.answerHourlySalaryOffer, { contractId: 42, status: 'A' });
 */
export const answerHourlySalaryOffer = defineEndpoint({
  name: 'answerHourlySalaryOffer',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary: summary('the hourly-salary offer `contractId`'),
  request: Type.Object({
    contractId: ContractId,
    status: Answer,
    productType: Type.Optional(
      Type.String({ maxLength: 32, description: 'Sent by the page; salaries here cover every product' }),
    ),
  }),
  response: Nothing,
});

/**
 * @example
 * await client.call(contract.answerRealtimeSalaryOffer, { contractId: 42, status: 'A' });
 */
export const answerRealtimeSalaryOffer = defineEndpoint({
  name: 'answerRealtimeSalaryOffer',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary: summary('the real-time salary offer `contractId`'),
  request: Type.Object({ contractId: ContractId, status: Answer }),
  response: Nothing,
});
