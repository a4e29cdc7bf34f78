/** What a key press needs to look like: only the fields the shortcut reads. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the press happened in. */
  target: EventTarget | null;
}

const typingIn = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
};

/**
 * Whether a key press opens the catalogue search: "/" while not typing in a field (as on most
 * large sites), or Ctrl+K / ⌘K anywhere.
 */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
}
