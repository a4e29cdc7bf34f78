import type {
  Contract,
  ContractKind,
  ContractPayout,
  ContractPeriod,
  ContractTier,
  TeamMember,
} from '../contract/entities/agent';
import {
  CONTRACT_TERMS,
  MAX_CONTRACT_TIERS,
  contractsToTerminate,
  transition,
  validateTiers,
  type TiersInvalidReason,
} from '../shared-rules/agent-contracts';
import { isAgentAccount } from './account-types';
import { moneyText, parseAmountMinor } from './money';
import type { FieldError } from './validation/validate-field';

/*
 * What the agent centre's contract and income pages show, decided here and not in components:
 * which contracts are offers to me, mine, or offered by me; what accepting would end; what an
 * offer form's tier rows mean; how a payout was computed. The rules themselves (tiers, rates,
 * transitions, what accepting terminates) are sdk/shared-rules/agent-contracts.ts: this file only applies them
 * to the signed-in agent's view.
 */

/** The page's own names are lower case; the platform compares usernames without case. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A kind's contracts as the signed-in agent sees them. */
export interface ContractGroups {
  /** Offers from my upline waiting for my answer. */
  readonly offersToMe: readonly Contract[];
  /** The contract I hold now (accepted, from my upline), if any. */
  readonly current: Contract | undefined;
  /** The contracts I offered my downlines, newest first. */
  readonly offeredByMe: readonly Contract[];
}

/** Splits a kind's list by my side of each contract. */
export function contractGroups(list: readonly Contract[], me: string): ContractGroups {
  const toMe = list.filter((c) => same(c.downline, me));
  return {
    offersToMe: toMe.filter((c) => c.status === 'offered'),
    current: toMe.find((c) => c.status === 'accepted'),
    offeredByMe: list.filter((c) => same(c.upline, me)).sort((a, b) => b.createdAt - a.createdAt),
  };
}

/**
 * The contracts accepting `offer` would end, of those the page knows (mine and the ones I
 * offered): the one I hold now (`replaced`) and those I gave at a higher rate (`exceeds_upline`,
 * SPEC §4). Contracts further down my line are not listed to me, so they are not named.
 */
export function endedByAccepting(
  offer: Contract,
  list: readonly Contract[],
): { contract: Contract; reason: 'replaced' | 'exceeds_upline' }[] {
  const lower = (c: Contract) => ({
    ...c,
    upline: c.upline.toLowerCase(),
    downline: c.downline.toLowerCase(),
  });
  const byId = new Map(list.map((c) => [c.contractId, c]));
  return contractsToTerminate(lower(offer), list.map(lower)).flatMap(({ contractId, reason }) => {
    const contract = byId.get(contractId);
    return contract ? [{ contract, reason }] : [];
  });
}

/** What I may do to a contract I offered: withdraw it, end it, pay what it owes. */
export function uplineActions(contract: Contract): ('cancel' | 'terminate' | 'returnBalance')[] {
  const allowed = (action: 'cancel' | 'terminate' | 'returnBalance') =>
    transition(contract.status, action, true).ok;
  return [
    ...(allowed('cancel') ? (['cancel'] as const) : []),
    ...(allowed('terminate') ? (['terminate'] as const) : []),
    ...(allowed('returnBalance') && contract.owed > 0 ? (['returnBalance'] as const) : []),
  ];
}

/** The accounts I may offer a contract to: my direct downlines that are agents. */
export function downlineAgents(members: readonly TeamMember[], agentTypes?: readonly number[]): TeamMember[] {
  return members.filter((m) => m.depth === 1 && isAgentAccount(m.accountType, agentTypes));
}

/** The periods a kind may use; one only means the form shows it as text. */
export const periodChoices = (kind: ContractKind): readonly ContractPeriod[] => CONTRACT_TERMS[kind].periods;

/** One row of the offer form's tiers editor, as typed. */
export interface TierRow {
  readonly threshold: string;
  readonly rate: string;
}

/** A new form's tiers: one row from 0, its rate to type. */
export const FIRST_TIER_ROWS: readonly TierRow[] = [{ threshold: '0', rate: '' }];

/** Whether another row fits (MAX_CONTRACT_TIERS). */
export const canAddTier = (rows: readonly TierRow[]) => rows.length < MAX_CONTRACT_TIERS;

/** The rows with an empty one after the last; the first row is never removed (it starts at 0). */
export const addTierRow = (rows: readonly TierRow[]): TierRow[] =>
  canAddTier(rows) ? [...rows, { threshold: '', rate: '' }] : [...rows];
export const removeTierRow = (rows: readonly TierRow[], index: number): TierRow[] =>
  index === 0 ? [...rows] : rows.filter((_, i) => i !== index);

/** Where a tiers problem shows: under one row's threshold or rate. */
export interface TierRowError {
  readonly row: number;
  readonly field: 'threshold' | 'rate';
  readonly error: FieldError;
}

const RATE_TEXT = /^\d{1,3}(?:[.,]\d{1,2})?$/;
const KEY = 'agentContracts.tiers.errors.';
const REASON_FIELD: Record<TiersInvalidReason, 'threshold' | 'rate'> = {
  missing: 'rate',
  count: 'rate',
  first_threshold: 'threshold',
  threshold_not_rising: 'threshold',
  threshold_precision: 'threshold',
  rate_range: 'rate',
  rate_precision: 'rate',
  rate_falling: 'rate',
  rate_mismatch: 'rate',
};

/**
 * The tiers typed rows stand for, or the first row in error and why. Texts are read exactly (a
 * threshold as money with two decimals, a rate as a percentage with two); the order rules are
 * `validateTiers`', applied row after row so the error lands on the row that breaks them.
 */
export function tiersFromRows(
  rows: readonly TierRow[],
): { ok: true; tiers: ContractTier[] } | ({ ok: false } & TierRowError) {
  const tiers: ContractTier[] = [];
  for (const [row, typed] of rows.entries()) {
    const thresholdMinor = row === 0 ? 0 : parseAmountMinor(typed.threshold);
    if (thresholdMinor === null)
      return {
        ok: false,
        row,
        field: 'threshold',
        error: { key: KEY + (typed.threshold.trim() ? 'amountFormat' : 'required') },
      };
    const rate = typed.rate.trim();
    if (!RATE_TEXT.test(rate))
      return { ok: false, row, field: 'rate', error: { key: KEY + (rate ? 'rateFormat' : 'required') } };
    tiers.push({ threshold: thresholdMinor / 100, rate: Number(rate.replace(',', '.')) });
    const check = validateTiers(tiers);
    if (!check.ok)
      return { ok: false, row, field: REASON_FIELD[check.reason], error: { key: KEY + check.reason } };
  }
  return { ok: true, tiers };
}

/** Where a refused offer's message goes, and its text: under the downline, under the tiers, or on top. */
export function offerRefusal(error: {
  code: string;
  value?: unknown;
}): { field: 'downline' | 'tiers'; error: FieldError } | undefined {
  const value = (error.value ?? {}) as { max?: unknown; maxRate?: unknown };
  const max = typeof value.max === 'number' ? value.max : value.maxRate;
  switch (error.code) {
    case 'contract_rate_exceeds':
      return typeof max === 'number'
        ? { field: 'tiers', error: { key: `${KEY}rateExceeds`, values: { max } } }
        : { field: 'tiers', error: { key: 'errors.contract_rate_exceeds' } };
    case 'contract_tiers_invalid':
      return { field: 'tiers', error: { key: 'errors.contract_tiers_invalid' } };
    case 'not_found':
      return { field: 'downline', error: { key: 'agentContracts.offer.notDownline' } };
    default:
      return undefined;
  }
}

/** A rate for people: "1.50%" (en), "1,50 %" (es). */
export const rateText = (rate: number, locale = 'en'): string =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate / 100);

/**
 * How a payout was computed, as an i18n key and its values:
 * "1.50% × 12,000.00 team turnover = 180.00".
 */
export function payoutExplanation(
  payout: Pick<ContractPayout, 'basis' | 'figure' | 'rate' | 'amount'>,
  locale = 'en',
): FieldError {
  return {
    key: `agentContracts.explain.${payout.basis}`,
    values: {
      rate: rateText(payout.rate, locale),
      figure: moneyText(payout.figure, locale),
      amount: moneyText(payout.amount, locale),
    },
  };
}

/** Whether a payout came to me or went from me. */
export const payoutDirection = (payout: Pick<ContractPayout, 'downline'>, me: string): 'received' | 'paid' =>
  same(payout.downline, me) ? 'received' : 'paid';

/** The payouts of a kind, newest period first. */
export const payoutsNewestFirst = <P extends Pick<ContractPayout, 'periodStart' | 'payoutId'>>(
  payouts: readonly P[],
): P[] => [...payouts].sort((a, b) => b.periodStart - a.periodStart || b.payoutId - a.payoutId);
