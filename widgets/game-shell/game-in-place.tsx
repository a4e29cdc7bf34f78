import { lazy, Suspense, type ReactNode } from 'react';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';

// The shell loads with the first game a player opens, keeping the embedding widget's chunk small.
const GameShell = lazy(() => import('./game-shell').then((m) => ({ default: m.GameShell })));

/**
 * For a widget on a partner page, which has no /game route: a launched game opens in place of the
 * widget's own content, with the way back to it.
 */
export function GameInPlace(props: { children: ReactNode }) {
  const croupier = useCroupier();
  const game = useSignal(croupier.state.activeGame);
  if (!game) return <>{props.children}</>;
  return (
    <Suspense fallback={null}>
      <GameShell onLeave={() => undefined} onChooseGame={() => void croupier.games.closeGame()} />
    </Suspense>
  );
}
