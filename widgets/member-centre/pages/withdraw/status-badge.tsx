import { useT } from '@widgets/ui/croupier-context';
import { WITHDRAW_STATUS_TONE } from '@sdk/rules/withdraw';
import type { WithdrawOrder } from '@sdk/actions/withdrawals';

/** The classes of deposit.css each tone borrows, so every cashier badge reads alike. */
const TONE_CLASS = { pending: 'pending', action: 'action', success: 'paid', danger: 'failed' } as const;

/** A withdrawal's status as a coloured label. */
export function WithdrawStatusBadge(props: { status: WithdrawOrder['status'] }) {
  const t = useT();
  return (
    <span className={`cr-status cr-status--${TONE_CLASS[WITHDRAW_STATUS_TONE[props.status]]}`}>
      {t(`withdraw.status.${props.status}`)}
    </span>
  );
}
