import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { OnStage } from '../ui/on-stage';
import { returnTo } from './return-place';

// The shell loads with the first game a player opens, keeping the embedding widget's chunk small.
const GameShell = lazy(() => import('./game-shell').then((m) => ({ default: m.GameShell })));

/**
 * For a widget on a partner page, which has no /game route: a launched game opens in place of the
 * widget's own content, with the way back to it. The content stays mounted under the game, hidden,
 * so the player comes back to the pages they had loaded, their search and their vendor chip, with
 * focus and the page on the card that opened the game. Until they are back there the content is
 * off stage: it polls nothing, and its grid holds the rows it had.
 */
export function GameInPlace(props: { children: ReactNode }) {
  const croupier = useCroupier();
  const playing = useSignal(croupier.state.activeGame) !== undefined;
  const [away, setAway] = useState(false);
  // What last had focus in the content: the card a press opened the game from.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (playing) return setAway(true);
    if (!away) return;
    // Framed, the parent fits the frame and tells the new view once the page has scrolled.
    const nextView = croupier.state.frame.peek()
      ? (then: () => void) => {
          let first = true;
          return croupier.state.frame.subscribe(() => (first ? (first = false) : then()));
        }
      : undefined;
    return returnTo(opener.current, () => setAway(false), nextView);
  }, [playing, away, croupier]);
  return (
    <>
      <div
        className="cr-in-place"
        hidden={playing}
        onFocus={(event) => {
          if (event.target instanceof HTMLElement) opener.current = event.target;
        }}
      >
        <OnStage.Provider value={!playing && !away}>{props.children}</OnStage.Provider>
      </div>
      {playing && (
        <Suspense fallback={null}>
          <GameShell onLeave={() => undefined} onChooseGame={() => void croupier.games.closeGame()} />
        </Suspense>
      )}
    </>
  );
}
