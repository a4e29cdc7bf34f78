import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { errorText } from '@sdk/i18n/error-text';
import type { PageProps } from '../app/page-props';
import LobbyPage from './lobby';
import './seamless.css';

type SignOn = { state: 'none' | 'signing' } | { state: 'refused'; message: string };

/**
 * SPEC §2's /seamless: the games of a seamless-wallet partner, header only. A partner links here
 * with `?ticket=<one-time ticket>&partner=<id>` from its own session: the ticket is taken out of
 * the address (and so the history) at once, exchanged once, and the player plays on the
 * partner's money; a refused ticket says why, and the lobby stays open to a guest.
 */
export default function SeamlessPage(props: PageProps) {
  const croupier = useCroupier();
  const t = useT();
  const params = new URLSearchParams(useSearch());
  const [ticket] = useState(() => params.get('ticket'));
  const [partner] = useState(() => params.get('partner') ?? undefined);
  const [signOn, setSignOn] = useState<SignOn>({ state: ticket ? 'signing' : 'none' });

  useEffect(() => {
    if (!ticket) return;
    history.replaceState(history.state, '', location.pathname);
    let live = true;
    croupier.auth.loginWithTicket(ticket, partner ? { partner } : {}).then(
      () => live && setSignOn({ state: 'none' }),
      (error: unknown) => live && setSignOn({ state: 'refused', message: errorText(croupier.i18n.t, error) }),
    );
    return () => {
      live = false;
    };
  }, [croupier, ticket, partner]);

  const lead = (
    <>
      <p className="lobby-page__sub">{t('seamlessPage.intro')}</p>
      {signOn.state === 'signing' && (
        <p className="seamless-page__status" role="status">
          {t('seamlessPage.signingIn')}
        </p>
      )}
      {signOn.state === 'refused' && (
        <p className="seamless-page__status seamless-page__status--error" role="alert">
          {signOn.message}
        </p>
      )}
    </>
  );
  return <LobbyPage {...props} path="/rng" lead={lead} />;
}
