import { useLocation } from 'wouter';
import { GameShell } from '@widgets/game-shell';
import type { PageProps } from '../app/page-props';

/** SPEC §2 /game: the launched game under the header, and the way back to where it was opened. */
export default function GamePage(props: PageProps) {
  const [, navigate] = useLocation();
  return (
    <section className="page page--game" aria-labelledby="game-title">
      {/* The game's own name sits in the shell's toolbar; the page keeps one heading for its route. */}
      <h1 id="game-title" className="cr-visually-hidden">
        {props.title}
      </h1>
      <GameShell onLeave={(path) => navigate(path)} onChooseGame={() => navigate('/rng')} />
    </section>
  );
}
