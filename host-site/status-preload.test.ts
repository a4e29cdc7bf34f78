import { describe, expect, it } from 'vitest';
import { withStatusPreload } from './status-preload';

const PAGE = '<head><title>Croupier</title></head>';

describe('the status call preloaded by the page', () => {
  it('asks for the status of the host the browser named, as the SDK will', () => {
    expect(withStatusPreload(PAGE, 'casino.example:8080')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/wps/system/status?url=casino.example%3A8080">',
    );
    expect(withStatusPreload(PAGE, '[::1]:8080')).toContain('url=%5B%3A%3A1%5D%3A8080');
  });

  it.each([undefined, '', 'a"><script>x</script>', 'host/path', 'host name'])(
    'adds nothing for a Host header that is no plain host (%s)',
    (host) => {
      expect(withStatusPreload(PAGE, host)).toBe(PAGE);
    },
  );
});
