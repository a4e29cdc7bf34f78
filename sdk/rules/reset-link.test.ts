import { describe, expect, it } from 'vitest';
import { resetTokenOf } from './reset-link';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('resetTokenOf', () => {
  it.each([
    [`#reset-password=${TOKEN}`, TOKEN],
    [`reset-password=${TOKEN}`, TOKEN],
    [`#x=1&reset-password=${TOKEN}`, TOKEN],
    ['', undefined],
    ['#reset-password=', undefined],
    ['#reset-password=short', undefined],
    ['#reset-password=<script>alert(1)</script>xxxxxxxxxxxx', undefined],
    [`#other=${TOKEN}`, undefined],
  ])('%s → %s', (hash, token) => expect(resetTokenOf(hash)).toBe(token));
});
