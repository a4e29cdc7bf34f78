import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { navCategories } from '@sdk/rules/vendors';
import type { GameCategory, VendorCard } from '@sdk/contract/entities/game';
import { CATEGORY_PATHS, vendorPath } from '@sdk/rules/launch';

/** Label and icon of each category of the bottom navigation (its route is the SDK's). */
const CATEGORY_LOOK: Record<GameCategory, { label: string; icon: string }> = {
  LOTT: { label: 'nav.lottery', icon: icons.ticket },
  ELOTT: { label: 'nav.elott', icon: icons.bolt },
  LIVE: { label: 'nav.live', icon: icons.cards },
  SPORTS: { label: 'nav.sports', icon: icons.ball },
  FISH: { label: 'nav.fish', icon: icons.fish },
  RNG: { label: 'nav.rng', icon: icons.slot },
  PVP: { label: 'nav.pvp', icon: icons.spade },
  ESPORTS: { label: 'nav.esports', icon: icons.gamepad },
  COCKFIGHT: { label: 'nav.cockfight', icon: icons.trophy },
  SPB: { label: 'nav.crash', icon: icons.fire },
};

/** A plain click (no modifier, main button) is the portal's to handle; others open links as usual. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** SPEC §2 bottom navigation: Home, each category with a vendor (with its vendor list), Promotions. */
export function CategoryNav() {
  const croupier = useCroupier();
  const t = useT();
  const lanes = useSignal(croupier.state.vendorLanes);
  const [location] = useLocation();
  const categories = navCategories(lanes ?? []);
  const current = (path: string) => (location.toLowerCase() === path ? 'page' : undefined);
  return (
    <nav className="category-nav" aria-label={t('nav.label')}>
      <ul className="category-nav__list">
        <li>
          <Link href="/" className="category-nav__link" aria-current={current('/')}>
            <Icon path={icons.home} />
            {t('nav.home')}
          </Link>
        </li>
        {categories.map(({ category, vendors }) => (
          <CategoryItem
            key={category}
            category={category}
            vendors={vendors}
            current={current(CATEGORY_PATHS[category])}
          />
        ))}
        <li>
          <Link href="/promotions" className="category-nav__link" aria-current={current('/promotions')}>
            <Icon path={icons.gift} />
            {t('nav.promotions')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** A category link with a disclosure button for its vendor list (WAI-ARIA disclosure navigation). */
function CategoryItem(props: { category: GameCategory; vendors: readonly VendorCard[]; current?: 'page' }) {
  const croupier = useCroupier();
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const item = useRef<HTMLLIElement>(null);
  const hovered = useRef(false);
  const look = CATEGORY_LOOK[props.category];
  const path = CATEGORY_PATHS[props.category];
  const label = t(look.label);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <li
      ref={item}
      className={`category-nav__item${open ? ' is-open' : ''}`}
      onMouseEnter={() => {
        hovered.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          item.current?.querySelector<HTMLButtonElement>('.category-nav__toggle')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!item.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Link
        href={path}
        className="category-nav__link"
        aria-current={props.current}
        onClick={(e) => {
          if (!plainClick(e.nativeEvent)) return;
          // SPEC §2: a category with one vendor may start its game instead of opening its page.
          e.preventDefault();
          void croupier.games.navClick(props.category, props.vendors);
        }}
      >
        <Icon path={look.icon} />
        {label}
      </Link>
      <button
        type="button"
        className="category-nav__toggle"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.vendorsOf', { category: label })}
        // A pointer resting on the item has opened it already: the click keeps it open (touch
        // screens send the hover and the click together), the keyboard toggles.
        onClick={() => setOpen((o) => (hovered.current ? true : !o))}
      >
        <Icon path={icons.chevronDown} />
      </button>
      {/* A closed list is not rendered: the header's first render has ten of them to skip. */}
      {open && (
        <ul id={menuId} className="category-nav__menu">
          {props.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link
                href={vendorPath(props.category, vendor.vassalage)}
                className="category-nav__vendor"
                onClick={(e) => {
                  setOpen(false);
                  if (!plainClick(e.nativeEvent)) return;
                  // SPEC §2 launch rules: a popup, a page, a login, or the vendor's game.
                  e.preventDefault();
                  void croupier.games.open({
                    vassalage: vendor.vassalage,
                    category: props.category,
                    isGame: vendor.isGame,
                  });
                }}
              >
                <span>{vendor.displayName}</span>
                {vendor.isHot === 1 && (
                  <span className="category-nav__hot" title={t('nav.hot')}>
                    <Icon path={icons.fire} />
                    <span className="cr-visually-hidden">{t('nav.hot')}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
