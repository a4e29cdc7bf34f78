import { useEffect, useState } from 'react';
import type { TranslationPart } from '../../sdk/i18n/create-i18n';
import { useCroupier } from './croupier-context';

/**
 * Loads a widget's translation part; false until it is ready (render nothing until then, so no
 * key ever shows). Parts already loaded are ready at once.
 */
export function useTexts(part: TranslationPart): boolean {
  const croupier = useCroupier();
  const [ready, setReady] = useState(() => croupier.hasTexts(part));
  useEffect(() => {
    if (ready) return;
    let live = true;
    croupier.requireTexts(part).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [croupier, part, ready]);
  return ready;
}
