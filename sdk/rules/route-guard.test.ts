import { describe, expect, it } from 'vitest';
import { guardRoute } from './route-guard';

describe('guardRoute', () => {
  const on = { hasToken: false, loginedToHomePage: true };

  it.each(['/', '/home', '/vip', '/rng', '/help', '/down', '/game'])(
    'sends a visitor without a session from %s to /login',
    (path) => {
      expect(guardRoute(path, on)).toBe('/login');
    },
  );

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/register/'])(
    'lets %s through',
    (path) => {
      expect(guardRoute(path, on)).toBeUndefined();
    },
  );

  it('lets everyone through when the brand setting is off', () => {
    expect(guardRoute('/vip', { hasToken: false, loginedToHomePage: false })).toBeUndefined();
  });

  it('lets a visitor with a session through', () => {
    expect(guardRoute('/vip', { hasToken: true, loginedToHomePage: true })).toBeUndefined();
  });
});
