import { CroupierRoot, Auth, Lobby, WinnersBoard } from 'croupier/react';
import { PlayerGreeting } from './player-greeting';

/** The partner's own page, with Croupier's widgets as components in its own layout. */
export function App({ portal }: { portal: string }) {
  return (
    <CroupierRoot
      merchant="CROUPIER"
      platformUrl={portal}
      fallback={<p className="loading">Loading games…</p>}
    >
      <header className="top">
        <h1>Goal Rush</h1>
        <PlayerGreeting />
        <Auth />
      </header>
      <main>
        <WinnersBoard />
        <Lobby category="RNG" />
      </main>
    </CroupierRoot>
  );
}
