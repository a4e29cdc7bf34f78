import { useEffect, useState } from 'react';
import { useCroupier } from '../ui/croupier-context';
import { useStyles } from '../ui/styles';
import tabsCss from '../ui/tabs.css?inline';
import type { MenuBadges } from './menu-badges';

/**
 * The personal centre menu's badges (SPEC §2: unread messages, available missions), watched while
 * the centre is open, from a chunk of their own. The host site's centre uses it; the script-tag
 * widget does not, so a partner page's first load (runtime + centre + page, 60 KB) carries none of it.
 */
export function useMenuBadges(): MenuBadges {
  // The badge's style, for the phone's menu list too (it shows before any tabs).
  useStyles('cr-tabs', tabsCss);
  const croupier = useCroupier();
  const [badges, setBadges] = useState<MenuBadges>({});
  useEffect(() => {
    const stop = import('./menu-badges').then(
      (m) => m.watchBadges(croupier, setBadges),
      () => () => undefined, // no badges rather than an error
    );
    return () => void stop.then((s) => s());
  }, [croupier]);
  return badges;
}
