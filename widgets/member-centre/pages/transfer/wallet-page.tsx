import { useEffect, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useSignal } from '@widgets/ui/use-signal';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { CHIPS_STYLE } from '@widgets/ui/chips-style';
import { WalletSummary } from './wallet-summary';
import { WalletMoveForm } from './wallet-move-form';
import { TransferHistory } from './transfer-history';
import css from './transfer.css?inline';

/**
 * transferFund (my wallet): the main wallet and one wallet per transfer-mode vendor, moves between
 * them, "bring everything back", and every move. Balances are the balance signal's, which every
 * move refreshes, so the header and this page always show the same money.
 */
export default function WalletPage() {
  useStyles('cr-transfer', css);
  useStyles(CHIPS_STYLE.id, CHIPS_STYLE.css);
  const croupier = useCroupier();
  const t = useT();
  const ready = useTexts('money');
  const balance = useSignal(croupier.state.balance);
  const merchant = useAsync(() => croupier.cashier.merchantWallets(), [croupier]);
  // The history reloads after each move.
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    void croupier.wallet.refreshBalance();
  }, [croupier]);
  if (!ready) return null;

  const amounts = new Map((balance?.balance ?? []).map((w) => [w.wallet, w.amount]));
  const held = (wallet: string) => amounts.get(wallet) ?? 0;
  const vendors = merchant.status === 'ready' ? merchant.value.wallets : [];
  const walletName = (code: string) =>
    code === 'main' ? t('wallet.main') : (vendors.find((v) => v.code === code)?.name ?? code);
  const moved = () => setRevision((n) => n + 1);

  return (
    <div className="cr-transfer">
      <AsyncStates state={merchant} className="cr-centre__state">
        {merchant.status === 'ready' && (
          <>
            <WalletSummary
              total={balance?.sumBalance ?? 0}
              main={held('main')}
              vendorsHold={vendors.some((v) => held(v.code) > 0)}
              onRecalled={moved}
            />
            {merchant.value.isSingle ? (
              <p className="cr-centre__state">{t('wallet.single')}</p>
            ) : (
              <WalletMoveForm
                options={merchant.value}
                currency={balance?.currency ?? ''}
                held={held}
                walletName={walletName}
                onMoved={moved}
              />
            )}
          </>
        )}
      </AsyncStates>
      <TransferHistory scope="wallet" revision={revision} walletName={walletName} />
    </div>
  );
}
