import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server HTML (notices, help, promotions) after DOMPurify: scripts, event handlers and
 * javascript: links are removed before anything reaches the page.
 */
export function SafeHtml(props: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(props.html, { USE_PROFILES: { html: true } }), [props.html]);
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
