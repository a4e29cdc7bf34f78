import type { ReactNode } from 'react';
import { useT } from './croupier-context';
import { Tabs } from './tabs';
import { useStyles } from './styles';
import tabsCss from './tabs.css?inline';
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
  onOpen: (page: Page) => void;
  narrow: boolean;
  /** Phone-narrow: whether the menu shows instead of the page. */
  menuOpen: boolean;
  onBackToMenu: () => void;
  /** Counts shown beside entries when above zero (SPEC §2: available missions, unread messages). */
  badges?: Partial<Record<Page, number>>;
  children: ReactNode;
}) {
  const t = useT();
  // The narrow list shows the badges as the tabs do.
  useStyles('cr-tabs', tabsCss);
  const badge = (id: Page) => props.badges?.[id];
  if (props.narrow)
    return props.menuOpen ? (
      <nav aria-label={props.label}>
        <ul className="cr-centre__list">
          {props.pages.map((id) => (
            <li key={id}>
              <button type="button" className="cr-centre__list-item" onClick={() => props.onOpen(id)}>
                <span>
                  {props.pageLabel(id)}
                  {badge(id) ? <span className="cr-tabs__badge">{badge(id)}</span> : null}
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
      tabs={props.pages.map((id) => ({ id, label: props.pageLabel(id), badge: badge(id) }))}
      selected={props.selected}
      onSelect={props.onOpen}
    >
      {props.children}
    </Tabs>
  );
}
