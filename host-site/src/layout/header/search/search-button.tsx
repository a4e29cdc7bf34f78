import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { isSearchShortcut } from './search-shortcut';

// The dialog and its results load on the first search, not with the header.
const SearchDialog = lazy(() => import('./search-dialog'));

/** The header's way into the whole catalogue: a button, "/" or Ctrl+K (⌘K) from any page. */
export function SearchButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // One listener for the page's life: one that came and went with the dialog missed a key pressed
  // just after a close. Opening an open search changes nothing. Attached as the button is
  // committed, before it paints: a key pressed the moment the header shows opens the search.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="cr-icon-btn header__search"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <Icon path={icons.search} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
