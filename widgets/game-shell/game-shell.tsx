import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { frameOrigin, readGameMessage } from '../../sdk/rules/game-messages';
import { vendorName } from '../../sdk/rules/vendor-name';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal, useSignalSelect } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import css from './game-shell.css?inline';
import { afterFit, fitsContent } from './frame-fit';

/**
 * The open game (SPEC §2 /game): its launch URL in a sandboxed frame, a visible way back, and the
 * balance kept in step with what the game reports. Messages count only from the frame itself, at
 * the exact origin of the launch URL.
 */
export function GameShell(props: { onLeave: (path: string) => void; onChooseGame: () => void }) {
  useStyles('cr-game-shell', css);
  const ready = useTexts('games');
  const croupier = useCroupier();
  const lanes = useSignal(croupier.state.vendorLanes);
  const t = useT();
  const game = useSignal(croupier.state.activeGame);
  // In a frame, the player's screen is the parent's window: the frame's own, fitted to its
  // content, shrank a stage sized by it to its least height, the game cut off under it.
  const screen = useSignalSelect(croupier.state.frame, (view) => view?.viewport?.innerHeight);
  const loaded = useAsync(() => croupier.games.ready(), [croupier]);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const origin = useMemo(() => (game ? frameOrigin(game.url, location.href) : undefined), [game]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readGameMessage(event, origin);
      if (message?.type === 'balance') void croupier.wallet.refreshBalance().catch(() => undefined);
      if (message?.type === 'balance-low' && croupier.state.isLoggedIn.value)
        croupier.modals.open('depositPrompt');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [croupier, origin]);

  // A framed game is as tall as the player's screen: it opens with its top at the screen's top (a
  // frame's scrollIntoView scrolls the partner page), where its whole stage fits. Once the parent
  // has fitted the frame to it: the frame shrinks while the game loads, and a partner page not yet
  // as long as it will be cannot scroll as far as the game.
  const framed = screen !== undefined;
  const playing = ready && loaded.status !== 'loading' && origin ? game?.url : undefined;
  useEffect(() => {
    if (!framed || !playing) return;
    return afterFit(fitsContent, () => shell.current?.scrollIntoView({ block: 'start' }));
  }, [framed, playing]);

  // Leaving the page any way (a link, the back button) shows the balance the game left.
  useEffect(() => () => void croupier.wallet.refreshBalance().catch(() => undefined), [croupier]);

  if (!ready || loaded.status === 'loading') return null;
  if (!game || !origin) {
    return (
      <div className="cr-game-shell__empty">
        <Icon path={icons.slot} />
        <p role={game ? 'alert' : undefined}>{t(game ? 'games.shell.refused' : 'games.shell.noGame')}</p>
        <button type="button" className="cr-btn cr-btn--primary" onClick={props.onChooseGame}>
          {t('games.shell.chooseGame')}
        </button>
      </div>
    );
  }
  const leave = () => {
    void croupier.games.closeGame();
    props.onLeave(game.from);
  };
  return (
    <div
      ref={shell}
      className={framed ? 'cr-game-shell cr-game-shell--framed' : 'cr-game-shell'}
      style={framed ? ({ '--cr-game-screen': `${screen}px` } as CSSProperties) : undefined}
    >
      <div className="cr-game-shell__bar">
        <button type="button" className="cr-btn cr-btn--ghost cr-game-shell__back" onClick={leave}>
          <Icon path={icons.chevronLeft} />
          <span className="cr-game-shell__back-label">{t('games.shell.back')}</span>
        </button>
        <p className="cr-game-shell__title">
          <span>{game.title}</span>
          <span className="cr-game-shell__vendor">{vendorName(lanes, game.vassalage)}</span>
        </p>
        <button
          type="button"
          className="cr-icon-btn"
          aria-label={t('games.shell.fullscreen')}
          title={t('games.shell.fullscreen')}
          onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}
        >
          <Icon path={icons.expand} />
        </button>
      </div>
      <div ref={stage} className="cr-game-shell__stage">
        {/* Scripts and forms run, on the vendor's own origin; no popups, no top navigation. */}
        <iframe
          ref={frame}
          key={game.url}
          className="cr-game-shell__frame"
          src={game.url}
          title={t('games.shell.frame', { name: game.title })}
          sandbox="allow-scripts allow-same-origin allow-forms"
          allow="fullscreen; autoplay"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </div>
  );
}
