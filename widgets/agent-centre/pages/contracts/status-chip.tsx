import { useT } from '@widgets/ui/croupier-context';
import type { Contract, ContractPayout, ContractStatus } from '@sdk/contract/entities/agent';

const CONTRACT_TONE = {
  offered: 'pending',
  accepted: 'ok',
  rejected: 'off',
  cancelled: 'off',
  terminated: 'ended',
} as const;
const PAYOUT_TONE = { paid: 'ok', owed: 'pending', returned: 'ok' } as const;

/** A contract's status as a chip, and why it ended when it did (the text says it, not the colour). */
export function ContractStatusChip(props: { contract: Pick<Contract, 'status' | 'endReason'> }) {
  const t = useT();
  const { status, endReason } = props.contract;
  return (
    <span className="cr-contracts__status">
      <span className={`cr-contracts__chip cr-contracts__chip--${CONTRACT_TONE[status as ContractStatus]}`}>
        {t(`agentContracts.status.${status}`)}
      </span>{' '}
      {status === 'terminated' && endReason && (
        <small>{t(`agentContracts.endReasons.${endReason}`, { defaultValue: endReason })}</small>
      )}
    </span>
  );
}

/** A payout's status: paid, owed (the upline's wallet was short) or returned later. */
export function PayoutStatusChip(props: { status: ContractPayout['status'] }) {
  const t = useT();
  return (
    <span className={`cr-contracts__chip cr-contracts__chip--${PAYOUT_TONE[props.status]}`}>
      {t(`agentContracts.payoutStatus.${props.status}`)}
    </span>
  );
}
