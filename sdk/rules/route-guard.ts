/**
 * SPEC §2: routes that stay open when the loginedToHomePage guard is on.
 *
 * @example
 * rules.GUARD_EXEMPT_ROUTES.includes('/register'); // true
 */
export const GUARD_EXEMPT_ROUTES: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/**
 * Where the guard sends visitors without a session.
 *
 * @example
 * if (rules.guardRoute(location.pathname, guard) === rules.GUARD_REDIRECT) location.assign(rules.GUARD_REDIRECT);
 */
export const GUARD_REDIRECT = '/login';

/**
 * SPEC §2 optional guard: with the brand setting loginedToHomePage on, any route other than the
 * exempt ones, visited without a session token, redirects to /login. Returns the redirect target,
 * or undefined to let the visit through.
 *
 * @example
 * rules.guardRoute('/lobby', { hasToken: false, loginedToHomePage: true }); // '/login'
 * rules.guardRoute('/register', { hasToken: false, loginedToHomePage: true }); // undefined
 */
export function guardRoute(
  path: string,
  options: { hasToken: boolean; loginedToHomePage: boolean },
): string | undefined {
  if (!options.loginedToHomePage || options.hasToken) return undefined;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return GUARD_EXEMPT_ROUTES.includes(normalized) ? undefined : GUARD_REDIRECT;
}
