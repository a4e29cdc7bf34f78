import { useEffect, useState } from 'react';
import type { LotteryGame, OpenedNumber } from '../../sdk/contract/entities/lottery';
import { countdownText, nextDrawAt } from '../../sdk/rules/lottery-draw';
import { useCroupier, useT } from '../ui/croupier-context';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';

/** A lottery game: how often it draws, its latest result, and Bet / Lobby launches. */
export function LotteryGameCard(props: { vendor: string; game: LotteryGame; latest?: OpenedNumber }) {
  const croupier = useCroupier();
  const t = useT();
  const { game, latest } = props;
  const launch = (view: 'betting' | 'lobby') =>
    void croupier.games.launchLottery(game.gameCode, game.labelName, props.vendor, view);
  return (
    <li className="cr-lottery__card" data-game={game.gameCode}>
      <div className="cr-lottery__card-head">
        <span className="cr-lottery__emblem" aria-hidden="true">
          <Icon path={icons.ticket} />
        </span>
        <div>
          <h3 className="cr-lottery__name">{game.labelName}</h3>
          <p className="cr-lottery__every">
            <span className="cr-lottery__type">
              {t(`lottery.types.${game.subType}`, { defaultValue: game.subType })}
            </span>{' '}
            {t('lottery.every', { minutes: Math.round(game.drawIntervalSeconds / 60) })}
          </p>
          {latest && <NextDraw lastDrawAt={latest.drawTime} intervalMs={game.drawIntervalSeconds * 1000} />}
        </div>
      </div>
      <div className="cr-lottery__result">
        <span className="cr-lottery__label">{t('lottery.latest')}</span>
        {latest ? (
          <ol
            className="cr-lottery__balls"
            aria-label={`${t('lottery.latest')}: ${latest.numbers.join(', ')}`}
          >
            {latest.numbers.map((n, i) => (
              <li key={i} className="cr-ball">
                {n}
              </li>
            ))}
          </ol>
        ) : (
          <span className="cr-lottery__none">{t('lottery.noResult')}</span>
        )}
      </div>
      <div className="cr-lottery__actions">
        <button
          type="button"
          className="cr-btn cr-btn--primary"
          aria-label={`${t('lottery.play')}: ${game.labelName}`}
          onClick={() => launch('betting')}
        >
          {t('lottery.play')}
        </button>
        <button
          type="button"
          className="cr-btn cr-btn--ghost"
          aria-label={`${t('lottery.lobby')}: ${game.labelName}`}
          onClick={() => launch('lobby')}
        >
          {t('lottery.lobby')}
        </button>
      </div>
    </li>
  );
}

/** The time left to the next draw, by the second (a one-minute lottery's betting window is short). */
function NextDraw(props: { lastDrawAt: number; intervalMs: number }) {
  const t = useT();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = nextDrawAt(props.lastDrawAt, props.intervalMs, now) - now;
  return (
    // A timer read on demand: announcing every second would drown a screen reader.
    <p className="cr-lottery__next" role="timer" aria-live="off">
      {t('lottery.nextIn', { time: countdownText(left) })}
    </p>
  );
}
