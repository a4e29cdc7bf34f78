import { useState, type ReactNode } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import type { Layout } from '../app/routes';
import { Header } from './header/header';
import { SideMenu } from './side-menu';
import { Footer } from './footer/footer';
import { RightBar } from './right-bar';
import { MobileDrawer } from './mobile-drawer';
import { TabBar } from './tab-bar';
import { useAfterFirstPaint } from './use-after-paint';
import { usePhone, useSideMenuShown } from './use-phone';
import './frame.css';

/** Header, side menu, footer and right bar around a page, as its route's layout asks. */
export function Frame(props: { layout: Layout; children: ReactNode }) {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { layout } = props;
  const tabBar = layout.header && layout.tabBar !== false;
  // Below the page on every screen: its render waits for the first view's paint.
  const footerDue = useAfterFirstPaint();
  // A phone has the right bar's links in its menu drawer, never the floating bar.
  const phone = usePhone();
  const sideShown = useSideMenuShown();
  return (
    <div
      className={`frame${layout.sideMenu ? ' frame--with-side' : ''}${layout.header ? ' frame--with-bar' : ''}${tabBar ? ' frame--with-tabs' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {layout.header && <Header onOpenMenu={() => setDrawerOpen(true)} />}
      <div className="frame__body">
        {layout.sideMenu && sideShown && (
          <aside className="frame__side" aria-label={t('nav.sideLabel')}>
            <SideMenu />
          </aside>
        )}
        <main id="main" className="frame__main" tabIndex={-1}>
          {props.children}
        </main>
      </div>
      {layout.footer && footerDue && <Footer />}
      {layout.header && !phone && <RightBar />}
      {tabBar && <TabBar />}
      {drawerOpen && <MobileDrawer onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}
