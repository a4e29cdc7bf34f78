import { useState } from 'react';
import { useCroupier } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useStyles } from '@widgets/ui/styles';
import type { DepositOrder } from '@sdk/actions/cashier';
import { DepositForm } from './deposit-form';
import { DepositOrderPanel } from './deposit-order';
import { DepositHistory } from './deposit-history';
import { CHIPS_STYLE } from '@widgets/ui/chips-style';
import css from './deposit.css?inline';

/**
 * depositv2: choose a method and an amount, follow the order until the payment arrives, and see
 * every earlier order. The methods, limits and presets are the brand's, from the platform.
 */
export default function DepositPage() {
  useStyles('cr-deposit', css);
  useStyles(CHIPS_STYLE.id, CHIPS_STYLE.css);
  const croupier = useCroupier();
  const methods = useAsync(() => croupier.cashier.depositMethods(), [croupier]);
  const [order, setOrder] = useState<DepositOrder>();
  // The history reloads when an order is opened or settles.
  const [revision, setRevision] = useState(0);
  const show = (next: DepositOrder) => {
    setOrder(next);
    setRevision((n) => n + 1);
  };
  return (
    <div className="cr-deposit">
      <AsyncStates state={methods} className="cr-centre__state">
        {methods.status === 'ready' &&
          (order ? (
            <DepositOrderPanel
              order={order}
              method={methods.value.methods.find((m) => m.id === order.methodId)}
              currency={methods.value.currency}
              onChange={show}
              onDone={() => setOrder(undefined)}
            />
          ) : (
            <DepositForm options={methods.value} onOrder={show} />
          ))}
      </AsyncStates>
      <DepositHistory revision={revision} />
    </div>
  );
}
