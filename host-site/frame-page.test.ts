import { describe, expect, it } from 'vitest';
import { framePage, isFramePath, isFrameWidgetName, partnerOriginsFromEnv } from './frame-page';

describe('partnerOriginsFromEnv', () => {
  it('keeps exact http(s) origins and drops the rest', () => {
    expect(
      partnerOriginsFromEnv({
        CROUPIER_PARTNER_ORIGINS:
          'https://partner.example, http://127.0.0.1:4179,https://x.example/path,*,javascript:alert(1),ftp://f.example,,https://UPPER.example',
      }),
    ).toEqual(['https://partner.example', 'http://127.0.0.1:4179']);
    expect(partnerOriginsFromEnv({})).toEqual([]);
  });
});

describe('framePage', () => {
  it('carries its configuration as JSON that cannot close the tag', () => {
    const html = framePage({ widget: 'lobby', merchant: '</script><script>alert(1)//', partnerOrigins: [] });
    expect(html).not.toContain('</script><script>alert(1)');
    // Relative: the same page serves /embed/frame/<widget> and /embed/v2/frame/<widget>.
    expect(html).toContain('<script type="module" src="../frame.js"></script>');
  });

  it.each([
    ['lobby', true],
    ['member-centre', true],
    ['agent-centre', true],
    ['game', true],
    ['../runtime', false],
    ['Lobby', false],
    ['lobby.js', false],
    ['__proto__', false],
  ])('%s is a widget name: %s', (name, ok) => {
    expect(isFrameWidgetName(name)).toBe(ok);
  });
});

describe('isFramePath', () => {
  it.each([
    ['/embed/frame/lobby', true],
    ['/embed/v2/frame/lobby', true],
    // 2.0.0 kept the partner surface of 1: pages pinned to it keep framing.
    ['/embed/v1/frame/lobby', true],
    ['/embed/v3/frame/lobby', false],
    ['/embed/v2/croupier.js', false],
    ['/frame/lobby', false],
  ])('%s: %s', (url, frame) => {
    expect(isFramePath(url)).toBe(frame);
  });
});
