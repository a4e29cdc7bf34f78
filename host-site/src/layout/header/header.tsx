import { Link } from 'wouter';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { LanguagePicker } from '@widgets/language-picker';
import { BrandMark } from '../brand-mark';
import { useBrand } from '../../app/brand-context';
import { ThemeToggle } from './theme-toggle';
import { Clock } from './clock';
import { SearchButton } from './search/search-button';
import { AuthArea } from './auth-area';
import { CategoryNav } from './category-nav';
import { usePhone } from '../use-phone';
import './header.css';

/** SPEC §2 header: brand, clock, language, account actions; the category navigation under it. */
export function Header(props: { onOpenMenu: () => void }) {
  const t = useT();
  const brand = useBrand();
  // On a phone the menu drawer has the clock, theme and language (header.css hides the tools).
  const phone = usePhone();
  return (
    <header className="header">
      <div className="header__top">
        <button
          type="button"
          className="cr-icon-btn header__menu"
          aria-label={t('nav.openMenu')}
          onClick={props.onOpenMenu}
        >
          <Icon path={icons.menu} />
        </button>
        <Link href="/" className="header__brand" aria-label={t('common.brandHome', { brand: brand.name })}>
          <BrandMark />
        </Link>
        <div className="header__tools">
          {/* Kept on a phone for its keyboard shortcut (a tablet's keyboard). */}
          <SearchButton />
          {!phone && (
            <>
              <Clock />
              <ThemeToggle />
              <LanguagePicker />
            </>
          )}
        </div>
        <AuthArea />
      </div>
      <CategoryNav />
    </header>
  );
}
