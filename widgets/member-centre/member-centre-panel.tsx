import { useId, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { Tabs } from '../ui/tabs';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_CENTRE_PAGES,
  pageOrDefault,
  type MemberCentrePage,
} from '@sdk/rules/centres';
import { CentrePage } from './centre-page';
import { MemberGate } from './member-gate';
import { useNarrow } from '../ui/use-narrow';

/**
 * SPEC §2 personal centre: the 14-entry menu and the open page. Wide, the menu is a vertical tab
 * list beside the page; phone-narrow, the menu is a list of its own and a page opens over it with
 * a way back. A guest or a trial account sees why they cannot come in, and how to.
 */
export function MemberCentrePanel(props: { page?: unknown }) {
  const croupier = useCroupier();
  const t = useT();
  const titleId = useId();
  useSignal(croupier.state.isLoggedIn);
  useSignal(croupier.state.accountType);
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
  const content = <CentrePage page={page} titleId={titleId} openPage={open} />;

  if (narrow)
    return menuOpen ? (
      <nav aria-label={t('memberCentre.menu')}>
        <ul className="cr-centre__list">
          {MEMBER_CENTRE_PAGES.map((id) => (
            <li key={id}>
              <button type="button" className="cr-centre__list-item" onClick={() => open(id)}>
                <span>{t(`memberCentre.pages.${id}`)}</span>
                <Icon path={icons.chevronRight} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
    ) : (
      <div className="cr-centre__narrow">
        <button type="button" className="cr-btn cr-centre__back" onClick={() => setMenuOpen(true)}>
          <Icon path={icons.chevronLeft} /> {t('memberCentre.backToMenu')}
        </button>
        {content}
      </div>
    );

  return (
    <Tabs
      orientation="vertical"
      label={t('memberCentre.menu')}
      tabs={MEMBER_CENTRE_PAGES.map((id) => ({ id, label: t(`memberCentre.pages.${id}`) }))}
      selected={page}
      onSelect={setPage}
    >
      {content}
    </Tabs>
  );
}
