import type { AgentIncome, Contract, ContractPayout } from '@sdk/contract';
import { CONTRACT_TERMS } from '@sdk/shared-rules/agent-contracts';
import { toAmount } from '../ledger';
import type { ContractRow } from './repository';
import type { PayoutRow } from './payouts-repository';

/** Rows as the contract shows them: decimal amounts, percent rates, epoch-millisecond times. */

const ms = (date: Date) => new Date(date).getTime();
export const percent = (bp: number) => bp / 100;

export const contractView = (row: ContractRow): Contract => ({
  contractId: row.id,
  kind: row.kind,
  upline: row.upline,
  downline: row.downline,
  basis: CONTRACT_TERMS[row.kind].basis,
  tiers: row.tiers,
  rate: percent(row.rate_bp),
  period: row.period,
  status: row.status,
  endReason: row.end_reason,
  owed: toAmount(row.owed),
  paid: toAmount(row.paid),
  createdAt: ms(row.created_at),
  decidedAt: row.decided_at ? ms(row.decided_at) : null,
});

export const payoutView = (row: PayoutRow): ContractPayout => ({
  payoutId: row.id,
  contractId: row.contract_id,
  kind: row.kind,
  upline: row.upline,
  downline: row.downline,
  periodStart: ms(row.period_start),
  periodEnd: ms(row.period_end),
  basis: CONTRACT_TERMS[row.kind].basis,
  figure: toAmount(row.figure),
  rate: percent(row.rate_bp),
  amount: toAmount(row.amount),
  status: row.status,
  settledAt: ms(row.settled_at),
});

/** A payout from the agent's side: received from its upline, or paid to a downline. */
export const incomeView = (row: PayoutRow, accountId: number): AgentIncome['list'][number] => ({
  ...payoutView(row),
  direction: row.upline_id === accountId ? 'paid' : 'received',
});
