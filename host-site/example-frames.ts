import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a partner example page frames: the portal's frame pages (`Croupier('frame', …)`), and
 * games (a widget mounted on the page opens its games in place, framed from the vendor's origin).
 */
export interface ExampleFrames {
  readonly widgets: boolean;
  readonly games: boolean;
}

/** What the snippet in an example's script asks for (examples keep it in a file, for the CSP). */
export function framesOf(script: string): ExampleFrames {
  return {
    widgets: /Croupier\(\s*['"]frame['"]/.test(script),
    games: /Croupier\(\s*['"]mount['"]/.test(script),
  };
}

/** Every `examples/<page>.html` with what its `<page>.js` frames, by its path under /examples/. */
export function exampleFrames(dir: string): Map<string, ExampleFrames> {
  const pages = new Map<string, ExampleFrames>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const script = join(dir, file.replace(/\.html$/, '.js'));
    pages.set(`/examples/${file}`, framesOf(existsSync(script) ? readFileSync(script, 'utf8') : ''));
  }
  return pages;
}

/**
 * The `frame-src` of an example page, from what it frames: game URLs (https, and the sandbox's
 * demo vendor on its own origin) when it mounts widgets, and only the portal's frame pages
 * (`<portal>/embed/`) of the portal's own origin when it frames widgets. Never the whole portal
 * origin: a game framed there could reach the portal's session.
 */
export function exampleFrameSrc(frames: ExampleFrames, origins: { portal: string; game: string }): string[] {
  const sources = [
    ...(frames.games ? ['https:', origins.game] : []),
    ...(frames.widgets && origins.portal ? [`${origins.portal}/embed/`] : []),
  ].filter(Boolean);
  return sources.length ? sources : ["'none'"];
}
