import { useEffect, useState } from 'react';
import { useCroupier } from '../ui/croupier-context';

/** URL parameters that can carry an affiliate code. */
const PARAMS = ['affiliateCode', 'code', 'aff'];

/** The affiliate code of the page's address, if it carries one. */
export function affiliateCodeFromUrl(): string | undefined {
  const search = new URLSearchParams(globalThis.location?.search ?? '');
  return PARAMS.map((p) => search.get(p)?.trim()).find(Boolean);
}

/**
 * The affiliate code the visitor arrived with, and whether it checked out. An invalid code opens
 * the invitation_code_error dialog (SPEC §7) and leaves the field for the player to fill.
 */
export function useAffiliateFromUrl() {
  const croupier = useCroupier();
  const [state] = useState(affiliateCodeFromUrl);
  const [valid, setValid] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!state) return;
    let live = true;
    croupier.account.checkAffiliate(state).then(
      (ok) => {
        if (!live) return;
        setValid(ok);
        if (!ok) croupier.modals.open('message', { messageKey: 'errors.invitation_code_error' });
      },
      () => live && setValid(false),
    );
    return () => {
      live = false;
    };
  }, [croupier, state]);
  return { code: state, valid };
}
