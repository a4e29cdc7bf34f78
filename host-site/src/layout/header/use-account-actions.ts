import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { errorText } from '@sdk/i18n/error-text';

/** The header's account actions, shared by the header and the mobile drawer. */
export function useAccountActions() {
  const croupier = useCroupier();
  const t = useT();
  return {
    /**
     * Opens the personal centre at a page, or without one at its default page (on a phone, at its
     * menu); SPEC §4 gates it (login, trial warning).
     */
    memberPage(page?: string) {
      if (croupier.access.require('member', 'personal centre'))
        croupier.modals.open('personalCentre', page ? { page } : undefined);
    },
    agentCentre() {
      if (croupier.access.require('agent', 'agent centre'))
        croupier.modals.open('agentCentre', { page: 'agentTeamOverview' });
    },
    confirmLogout() {
      croupier.modals.open('confirmLogout');
    },
    freePlay() {
      void croupier.auth
        .freePlay()
        .catch((error: unknown) => croupier.modals.open('message', { text: errorText(t, error) }));
    },
  };
}
