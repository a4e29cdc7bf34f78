import { useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { currentTheme, setTheme } from '../../app/theme';

/** Switches between the dark theme (default) and the light variant. */
export function ThemeToggle() {
  const t = useT();
  const [mode, setMode] = useState(currentTheme);
  const light = mode === 'light';
  return (
    <button
      type="button"
      className="cr-icon-btn header__theme"
      aria-label={t('header.lightTheme')}
      aria-pressed={light}
      onClick={() => {
        const next = light ? 'dark' : 'light';
        setTheme(next);
        setMode(next);
      }}
    >
      <Icon path={light ? icons.sun : icons.moon} />
    </button>
  );
}
