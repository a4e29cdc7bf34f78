import { useInsertionEffect } from 'react';
import { useWidgetRoot } from './croupier-context';

const injected = new WeakMap<Document | ShadowRoot, Set<string>>();

/** Adds a stylesheet once to a document or shadow root. */
export function injectStyles(root: Document | ShadowRoot, id: string, css: string) {
  const seen = injected.get(root) ?? new Set<string>();
  if (seen.has(id)) return;
  seen.add(id);
  injected.set(root, seen);
  const style = (root instanceof ShadowRoot ? root.ownerDocument : root).createElement('style');
  style.dataset.croupier = id;
  style.textContent = css;
  (root instanceof ShadowRoot ? root : root.head).append(style);
}

/** Records stylesheets a page already links itself (the host site bundles them), so none is added twice. */
export function markStylesPresent(root: Document | ShadowRoot, ids: readonly string[]) {
  const seen = injected.get(root) ?? new Set<string>();
  for (const id of ids) seen.add(id);
  injected.set(root, seen);
}

/**
 * Injects a widget's stylesheet into the root it renders in: the document on the host site, its
 * own shadow root when embedded by script tag (where page styles cannot reach it, nor leak out).
 */
export function useStyles(id: string, css: string) {
  const root = useWidgetRoot();
  useInsertionEffect(() => injectStyles(root.styles, id, css), [root, id, css]);
}
