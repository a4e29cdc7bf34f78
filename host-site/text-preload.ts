import { detectLanguage } from '../sdk/i18n/detect';
import { textPack } from '../sdk/i18n/languages';
import { addChunkClosure, readManifest, type Manifest } from './build-manifest';
import { withHeadLinks } from './head-links';
import { FIRST_VIEW_TEXTS } from './first-view-texts';

const FIRST_VIEW_CHUNK = /^texts-([a-z]+)$/;

/**
 * The first view's text chunks of each pack, by pack code (EN, PT, ...), from the manifest: the
 * pack's shared chunk (firstViewTextsChunk), or each part's own where a build splits them.
 */
export function textChunks(manifest: Manifest): ReadonlyMap<string, readonly string[]> {
  const chunks = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const pack = (FIRST_VIEW_TEXTS.exec(key) ?? FIRST_VIEW_CHUNK.exec(chunk.name ?? ''))?.[1]?.toUpperCase();
    if (!pack) continue;
    const files = chunks.get(pack) ?? [];
    addChunkClosure(manifest, key, files);
    chunks.set(pack, files);
  }
  return chunks;
}

/** The first view's text chunks of the build in `hostDir` (none for a build without a manifest). */
export function readTextChunks(hostDir: string): ReadonlyMap<string, readonly string[]> {
  const manifest = readManifest(hostDir);
  return manifest ? textChunks(manifest) : new Map();
}

/** The languages of an Accept-Language header, most wanted first ("*" and q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((l) => l.tag);
}

/**
 * The language the portal will start in, told from the browser's languages as the SDK tells it
 * (detectLanguage, with no stored choice: a returning visitor who chose another language fetches
 * a few KB for nothing).
 */
export function pageLanguage(
  acceptLanguage: string | undefined,
  brand: { languages: readonly string[]; defaultLanguage: string },
): string {
  return detectLanguage({
    stored: null,
    deviceLanguages: acceptedLanguages(acceptLanguage),
    supported: brand.languages,
    fallback: brand.defaultLanguage,
  });
}

/**
 * The page with `modulepreload` links for the text chunks of the language the portal will start
 * in (pageLanguage). Without
 * them those chunks were asked for only once the portal's script had run: a round trip more
 * between a phone's first byte and its first view.
 */
export function withTextPreload(
  html: string,
  acceptLanguage: string | undefined,
  brand: { languages: readonly string[]; defaultLanguage: string },
  chunks: ReadonlyMap<string, readonly string[]>,
): string {
  const files = chunks.get(textPack(pageLanguage(acceptLanguage, brand))) ?? [];
  return withHeadLinks(
    html,
    files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  );
}
