import { useId, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { CentreMenu } from '../ui/centre-menu';
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_CENTRE_PAGES,
  memberCentreEntries,
  pageOrDefault,
  type MemberCentrePage,
} from '@sdk/rules/centres';
import { CentrePage } from './centre-page';
import { MemberGate } from './member-gate';
import { useNarrow } from '../ui/use-narrow';
import type { MenuBadges } from './menu-badges';

/**
 * SPEC §2 personal centre: the 14-entry menu and the open page (see CentreMenu for wide and
 * phone-narrow). A guest or a trial account sees why they cannot come in, and how to. `badges`:
 * the menu's counts by page (see menu-badges.ts).
 */
export function MemberCentrePanel(props: { page?: unknown; badges?: MenuBadges }) {
  const croupier = useCroupier();
  const t = useT();
  const titleId = useId();
  useSignal(croupier.state.isLoggedIn);
  useSignal(croupier.state.accountType);
  const pages = memberCentreEntries(useSignal(croupier.state.flags));
  const narrow = useNarrow();
  const [page, setPage] = useState<MemberCentrePage>(
    pageOrDefault(props.page, MEMBER_CENTRE_PAGES, DEFAULT_MEMBER_PAGE),
  );
  // On a phone a named page opens straight away; otherwise the menu comes first.
  const [menuOpen, setMenuOpen] = useState(props.page === undefined);

  // The records' pagination speaks with the games' texts.
  const textsReady = useTexts('games');
  const decision = croupier.access.decide('member');
  if (decision !== 'allowed') return <MemberGate decision={decision} />;

  const open = (next: MemberCentrePage) => {
    setPage(next);
    setMenuOpen(false);
  };
  if (!textsReady) return null;
  // A page the menu does not offer (the rebate with its flag off) opens the default one.
  const shown = pages.includes(page) ? page : DEFAULT_MEMBER_PAGE;
  const content = <CentrePage page={shown} titleId={titleId} openPage={open} />;

  return (
    <CentreMenu
      label={t('memberCentre.menu')}
      pages={pages}
      pageLabel={(id) => t(`memberCentre.pages.${id}`)}
      selected={shown}
      badges={props.badges}
      onOpen={(id) => (narrow ? open(id) : setPage(id))}
      narrow={narrow}
      menuOpen={menuOpen}
      onBackToMenu={() => setMenuOpen(true)}
    >
      {content}
    </CentreMenu>
  );
}
