// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remembered-login';

describe('remembered login', () => {
  it('keeps the username and login type for a day, and never a password', () => {
    rememberLogin(document, { username: 'demomember', loginType: 'username' });
    expect(readRememberedLogin(document)).toEqual({ username: 'demomember', loginType: 'username' });
    expect(document.cookie).not.toMatch(/password/i);
  });

  it('keeps the dialling code of an SMS login', () => {
    rememberLogin(document, { username: '9171234567', loginType: 'sms', dialingCode: '63' });
    expect(readRememberedLogin(document)).toEqual({
      username: '9171234567',
      loginType: 'sms',
      dialingCode: '63',
    });
  });

  it('forgets on request', () => {
    rememberLogin(document, { username: 'demomember', loginType: 'username' });
    forgetLogin(document);
    expect(readRememberedLogin(document)).toBeUndefined();
  });

  it('sets a one-day lifetime', () => {
    const jar = {
      written: [] as string[],
      get cookie() {
        return '';
      },
      set cookie(v: string) {
        this.written.push(v);
      },
    };
    rememberLogin(jar, { username: 'a', loginType: 'username' });
    expect(jar.written[0]).toContain('max-age=86400');
  });

  it('marks the cookies Secure on a page served over HTTPS', () => {
    const jar = {
      written: [] as string[],
      get cookie() {
        return '';
      },
      set cookie(v: string) {
        this.written.push(v);
      },
    };
    vi.stubGlobal('location', { protocol: 'https:' });
    try {
      rememberLogin(jar, { username: 'a', loginType: 'username' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(jar.written.every((c) => c.endsWith('; Secure'))).toBe(true);
    rememberLogin(jar, { username: 'a', loginType: 'username' }, false);
    expect(jar.written.at(-1)).not.toContain('Secure');
  });
});
