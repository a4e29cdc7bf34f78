import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { FullScreen } from './full-screen';

/** The status call failed or timed out (SPEC §8): say so, and let the visitor try again. */
export function LoadFailedScreen() {
  const t = useT();
  const croupier = useCroupier();
  const [busy, setBusy] = useState(false);
  return (
    <FullScreen tone="failed" title={t('screens.loadFailed.title')}>
      <p className="full-screen__text">{t('screens.loadFailed.text')}</p>
      <button
        type="button"
        className="cr-btn cr-btn--primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void croupier.system.loadStatus().finally(() => setBusy(false));
        }}
      >
        {t('common.retry')}
      </button>
    </FullScreen>
  );
}
