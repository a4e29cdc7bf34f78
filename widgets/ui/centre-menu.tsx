import type { ReactNode } from 'react';
import { useT } from './croupier-context';
import { Tabs } from './tabs';
import { Icon } from './icon';
import * as icons from './icons';

/**
 * A centre's menu and its open page (SPEC §2 personal and agent centres). Wide, the menu is a
 * vertical tab list beside the page; phone-narrow, the menu is a list of its own and a page opens
 * over it with a way back.
 */
export function CentreMenu<Page extends string>(props: {
  label: string;
  pages: readonly Page[];
  pageLabel: (page: Page) => string;
  selected: Page;
  /** A count shown beside an entry when above zero (SPEC §2: unread messages, available missions). */
  badges?: Partial<Record<Page, number>>;
  onOpen: (page: Page) => void;
  narrow: boolean;
  /** Phone-narrow: whether the menu shows instead of the page. */
  menuOpen: boolean;
  onBackToMenu: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (props.narrow)
    return props.menuOpen ? (
      <nav aria-label={props.label}>
        <ul className="cr-centre__list">
          {props.pages.map((id) => (
            <li key={id}>
              <button type="button" className="cr-centre__list-item" onClick={() => props.onOpen(id)}>
                <span>
                  {props.pageLabel(id)}
                  {!!props.badges?.[id] && <span className="cr-tabs__badge">{props.badges[id]}</span>}
                </span>
                <Icon path={icons.chevronRight} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
    ) : (
      <div className="cr-centre__narrow">
        <button type="button" className="cr-btn cr-centre__back" onClick={props.onBackToMenu}>
          <Icon path={icons.chevronLeft} /> {t('memberCentre.backToMenu')}
        </button>
        {props.children}
      </div>
    );
  return (
    <Tabs
      orientation="vertical"
      label={props.label}
      tabs={props.pages.map((id) => ({ id, label: props.pageLabel(id), badge: props.badges?.[id] }))}
      selected={props.selected}
      onSelect={props.onOpen}
    >
      {props.children}
    </Tabs>
  );
}
