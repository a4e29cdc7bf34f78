import { useEffect, useRef, useState } from 'react';
import type { WinnerEntry } from '../../sdk/contract/entities/game';
import { balanceText } from '../../sdk/rules/balance';
import { marqueeSeconds, repeatForMarquee } from '../../sdk/rules/lobby';
import { toLocale } from '../../sdk/i18n/languages';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { prefersReducedMotion } from '../ui/reduced-motion';
import { useAsync } from '../ui/use-async';
import { useTexts } from '../ui/use-texts';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { JackpotTicker } from './jackpot-ticker';

/**
 * SPEC §9 winners board (mountable alone): the latest 20 wins, the list shown three times in a
 * row and scrolled upwards half a pixel a frame. It stops while hovered or focused, and for good
 * with the pause button or when the visitor prefers reduced motion (WCAG 2.2.2).
 *
 * The scroll is a CSS animation of `transform`, which the compositor runs without the page's
 * thread; script only measures a copy's height to set its duration. (Moved from script each frame,
 * it cost a throttled phone a long task every few frames while the home page loaded.)
 */
export function WinnersBoard() {
  const ready = useTexts('games');
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const winners = useAsync(() => croupier.games.winners(), [croupier, language]);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const track = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  const list = winners.status === 'ready' ? winners.value : [];
  // The marquee's repeats render in the task after the list: all sixty rows in one render were a
  // long task of a phone's page load, and the repeats are only seen once the first copy scrolls.
  const [repeats, setRepeats] = useState(false);
  useEffect(() => {
    if (list.length === 0) return;
    const timer = setTimeout(() => setRepeats(true), 0);
    return () => clearTimeout(timer);
  }, [list.length]);

  useEffect(() => {
    const rail = track.current;
    const first = copy.current;
    if (!rail || !first) return;
    const observer = new ResizeObserver(() =>
      rail.style.setProperty('--cr-marquee-time', `${marqueeSeconds(first.offsetHeight)}s`),
    );
    observer.observe(first);
    return () => observer.disconnect();
  }, [list.length]);

  if (!ready) return null;
  const locale = toLocale(language);
  const [first, ...copies] = list.length ? chunk(repeatForMarquee(list), list.length) : [[]];
  return (
    <section className="cr-winners" aria-labelledby="cr-winners-title">
      <header className="cr-winners__head">
        <h2 id="cr-winners-title" className="cr-winners__title">
          <Icon path={icons.trophy} />
          {t('winners.title')}
        </h2>
        {list.length > 0 && (
          <button
            type="button"
            className="cr-icon-btn"
            aria-pressed={paused}
            aria-label={paused ? t('winners.resume') : t('winners.pause')}
            title={paused ? t('winners.resume') : t('winners.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            <Icon path={paused ? icons.play : icons.pause} />
          </button>
        )}
      </header>
      <JackpotTicker />
      {winners.status === 'loading' && (
        <div
          className="cr-winners__viewport cr-winners__viewport--loading"
          role="status"
          aria-label={t('common.loading')}
        />
      )}
      {winners.status === 'error' && <p className="cr-winners__empty">{t('errors.network_error')}</p>}
      {winners.status === 'ready' && list.length === 0 && (
        <p className="cr-winners__empty">{t('winners.empty')}</p>
      )}
      {list.length > 0 && (
        <div className="cr-winners__viewport">
          <div
            ref={track}
            className={paused ? 'cr-winners__track cr-winners__track--paused' : 'cr-winners__track'}
            data-testid="winners-track"
          >
            <ul ref={copy} className="cr-winners__list" aria-labelledby="cr-winners-title">
              {first!.map((w, i) => (
                <Row key={i} winner={w} locale={locale} label={t} />
              ))}
            </ul>
            {/* The repeats only make the loop seamless: assistive technology hears the list once. */}
            {(repeats ? copies : []).map((rows, c) => (
              <ul key={c} className="cr-winners__list" aria-hidden="true">
                {rows.map((w, i) => (
                  <Row key={i} winner={w} locale={locale} />
                ))}
              </ul>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * One win. `label` gives the sentence a screen reader hears; the marquee's repeats, hidden from
 * assistive technology, go without it (forty interpolated texts fewer on the home page's load).
 */
function Row({
  winner: { vo },
  locale,
  label,
}: {
  winner: WinnerEntry;
  locale: string;
  label?: ReturnType<typeof useT>;
}) {
  const amount = `${vo.currencySymbol} ${balanceText(vo.winAmount, false, locale)}`;
  return (
    <li className="cr-winners__row">
      <span className="cr-winners__avatar" aria-hidden="true">
        {vo.account.slice(0, 1).toUpperCase()}
      </span>
      <span className="cr-winners__text">
        {label && (
          <span className="cr-visually-hidden">
            {label('winners.won', { account: vo.account, amount, game: vo.gameName })}
          </span>
        )}
        <span aria-hidden="true" className="cr-winners__who">
          {vo.account}
          <span className="cr-winners__game">{vo.gameName}</span>
        </span>
      </span>
      <span aria-hidden="true" className="cr-winners__amount">
        {amount}
      </span>
    </li>
  );
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );
}
