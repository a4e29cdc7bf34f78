import { describe, expect, it } from 'vitest';
import { ROUTES, routeFor, titleKey } from './routes';

describe('route table (SPEC §2)', () => {
  it.each([
    ['/', 'home', true, true, true],
    ['/index.html', 'home', true, true, true],
    ['/register.html', 'home', true, true, true],
    ['/vip', 'vip', true, true, false],
    ['/pointMall', 'pointMall', true, true, false],
    ['/lottery', 'lottery', true, false, false],
    ['/Vnlottery', 'vnLottery', true, false, false],
    ['/elott', 'elott', true, true, false],
    ['/rng', 'rng', true, true, false],
    ['/esports', 'lobby', true, true, false],
    ['/seamless', 'seamless', true, false, false],
    ['/help', 'help', true, true, false],
    ['/helpmc', 'help', false, false, false],
    ['/game', 'game', true, false, false],
    ['/crash', 'category', true, true, false],
  ])('%s → %s (header %s, footer %s, side menu %s)', (path, page, header, footer, sideMenu) => {
    const route = routeFor(path)!;
    expect(route.page).toBe(page);
    expect(route.layout).toMatchObject({ header, footer, sideMenu });
  });

  it('keeps the phone tab bar off a game in play only', () => {
    expect(routeFor('/game')!.layout.tabBar).toBe(false);
    expect(routeFor('/rng')!.layout.tabBar).toBeUndefined();
  });

  it('matches regardless of case and trailing slash', () => {
    expect(routeFor('/vnlottery/')?.page).toBe('vnLottery');
  });

  it('opens the register modal on /register and the login modal on /login', () => {
    expect(routeFor('/register')?.modal).toBe('register');
    expect(routeFor('/login')?.modal).toBe('login');
  });

  it('titles shared screens by their path', () => {
    expect(titleKey(routeFor('/fish')!, '/fish')).toBe('pages.fish');
  });

  it('scrolls /help to the top', () => {
    expect(routeFor('/help')?.scrollToTop).toBe(true);
  });

  it('has no unknown path', () => {
    expect(routeFor('/nowhere')).toBeUndefined();
    expect(ROUTES.flatMap((r) => r.paths)).toHaveLength(new Set(ROUTES.flatMap((r) => r.paths)).size);
  });
});
