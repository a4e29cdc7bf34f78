import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify as Purify } from 'dompurify';

let purify: Purify | undefined;
let loading: Promise<Purify> | undefined;

/**
 * DOMPurify (11 KB gzip) in a chunk of its own, asked for as soon as a page that shows server HTML
 * loads: the page's own code renders without waiting for it, and the pages that show such HTML
 * (help, notices, promotions, announcements) share the one copy. A failed fetch is asked again by
 * the next block that mounts, as home.tsx does with its games' code.
 */
const loadSanitizer = (): Promise<Purify> =>
  (loading ??= import('dompurify').then(
    (module) => (purify = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
loadSanitizer().catch(() => undefined);

/**
 * Server HTML (notices, help, promotions) after DOMPurify: scripts, event handlers and
 * javascript: links are removed before anything reaches the page. Nothing of it is shown until
 * the sanitizer has come: the block stays empty and busy meanwhile.
 */
export function SafeHtml(props: { html: string; className?: string }) {
  const [sanitizer, setSanitizer] = useState(() => purify);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitizer(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sanitizer]);
  const clean = useMemo(
    () => sanitizer?.sanitize(props.html, { USE_PROFILES: { html: true } }),
    [sanitizer, props.html],
  );
  if (clean === undefined) return <div className={props.className} aria-busy="true" />;
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
