import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Redirect, Router, useLocation } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { DialogHost } from '@widgets/dialogs';
import { guardRoute } from '@sdk/rules/route-guard';
import { resetTokenOf } from '@sdk/rules/reset-link';
import { routeFor, titleKey, type RouteDef } from './routes';
import { PAGES } from './pages';
import { DueModals } from './due-modals';
import { useIdleOnce } from './when-idle';
import { PageErrorBoundary } from './page-error-boundary';
import { useBrand } from './brand-context';
import { Frame } from '../layout/frame';
import { NotFoundPage } from '../pages/not-found';
import { PageSkeleton } from '../pages/page-skeleton';

const NOT_FOUND_LAYOUT = { header: true, footer: true, sideMenu: false };

// Only a logged-in player's page needs the reality check: it loads with the first login.
// The chat room's code (its socket client included) loads only when a player opens it.
const ChatRoom = lazy(() => import('@widgets/chat-room').then((m) => ({ default: m.ChatRoomModal })));
const RealityCheck = lazy(() => import('@widgets/reality-check').then((m) => ({ default: m.RealityCheck })));

/** The normal site: the route's frame and page, plus the modals any page can open. */
function Shell() {
  const croupier = useCroupier();
  const t = useT();
  const brand = useBrand();
  const [location, navigate] = useLocation();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const settings = useSignal(croupier.state.brand);
  const language = useSignal(croupier.state.language);
  const route = routeFor(location);
  // The arrival page replaces the splash at once; pages a player moves to fade in. A page that
  // starts transparent is, for the browser, not painted: the phone's largest paint would wait for
  // whatever renders after the fade instead of the banner the player already sees.
  const [arrival] = useState(location);

  // SDK actions ask for navigation through events (after login, logout, ...).
  useEffect(() => croupier.events.on('navigate', ({ path }) => navigate(path)), [croupier, navigate]);
  useEffect(() => {
    void croupier.catalogue.loadVendors().catch(() => undefined);
  }, [croupier, language]);
  // A page the player moves to opens at its top. The arrival page is where the browser put it:
  // scrolling it there laid the page out in the middle of its first render's task.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) window.scrollTo({ top: 0 });
    moved.current = true;
  }, [location]);
  useEffect(() => {
    const name = route ? t(titleKey(route, location)) : t('pages.notFound');
    document.title = `${name} · ${brand.name}`;
  });
  useRouteModal(route);
  useResetLink();
  const redirect = guardRoute(location, {
    hasToken: loggedIn,
    loginedToHomePage: settings?.loginedToHomePage ?? false,
  });
  if (redirect && redirect !== location) return <Redirect to={redirect} replace />;

  const Page = route ? PAGES[route.page] : NotFoundPage;
  return (
    <>
      <Frame layout={route?.layout ?? NOT_FOUND_LAYOUT}>
        <div key={location} className={location === arrival ? undefined : 'page-fade'}>
          <PageErrorBoundary resetKey={location}>
            <Suspense fallback={<PageSkeleton />}>
              <Page path={location} title={route ? t(titleKey(route, location)) : t('pages.notFound')} />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </Frame>
      <ModalLayer />
      <DialogHost />
    </>
  );
}

/**
 * The modals any page can open, the reality check and the chat room, in their stacking order.
 * The open list is read here, not in Shell: read there, opening the member centre re-rendered the
 * whole page under it (header, home's sections, footer), a phone's longest task of its opening.
 */
function ModalLayer() {
  const croupier = useCroupier();
  const modals = useSignal(croupier.state.modals);
  const session = useSignal(croupier.state.session);
  const trial = useSignal(croupier.state.isTrial);
  // The reality check's code, calls and first render wait for the page load's first idle moment
  // (2 s at the latest): its timers count from the platform's clock, not from when it mounts.
  const idle = useIdleOnce();
  return (
    <>
      <DueModals open={modals.map((m) => m.name)} />
      {/* Over every page and game of a real player; each login starts its own schedule. */}
      {session && !trial && idle && (
        <Suspense fallback={null}>
          <RealityCheck key={session.token} />
        </Suspense>
      )}
      {modals.some((m) => m.name === 'chatRoom') && (
        <Suspense fallback={null}>
          <ChatRoom />
        </Suspense>
      )}
    </>
  );
}

/** /login and /register open their modal over the home page. */
function useRouteModal(route: RouteDef | undefined) {
  const croupier = useCroupier();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  useEffect(() => {
    if (route?.modal && !loggedIn) croupier.modals.open(route.modal);
  }, [croupier, route, loggedIn]);
}

/**
 * An emailed reset link (`/#reset-password=<token>`) opens the reset modal: at the first render,
 * before a route guard can replace the address, and on a later change of fragment (the link
 * pasted into a tab already on that page loads nothing). The token is then wiped from the address
 * bar and history, so it is not left behind on a shared computer.
 */
function useResetLink() {
  const croupier = useCroupier();
  const [atStart] = useState(() => resetTokenOf(globalThis.location?.hash ?? ''));
  useEffect(() => {
    const open = (token: string | undefined) => {
      if (!token) return;
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      croupier.modals.open('resetPassword', { token });
    };
    open(atStart);
    const onHashChange = () => open(resetTokenOf(location.hash));
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, [croupier, atStart]);
}

export function Portal() {
  return (
    <Router>
      <Shell />
    </Router>
  );
}
