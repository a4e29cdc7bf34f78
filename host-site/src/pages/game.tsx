import { useLocation } from 'wouter';
import { GameShell } from '../../../widgets/game-shell';
import type { PageProps } from '../app/pages';

/** SPEC §2 /game: the launched game under the header, and the way back to where it was opened. */
export default function GamePage(props: PageProps) {
  const [, navigate] = useLocation();
  return (
    <section className="page page--game" aria-label={props.title}>
      <GameShell onLeave={(path) => navigate(path)} onChooseGame={() => navigate('/rng')} />
    </section>
  );
}
