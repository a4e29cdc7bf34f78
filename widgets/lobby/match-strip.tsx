import { useEffect, useState } from 'react';
import type { SportMatch } from '../../sdk/contract/entities/game';
import { toLocale } from '../../sdk/i18n/languages';
import { MATCH_POLL_MS, matchGlance, matchPrices } from '../../sdk/rules/sport-match';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { usePolled } from '../ui/use-polled';
import { StripPlaceholder } from './strip-placeholder';

/** The minute of play and "in N min" move on without asking the platform again. */
const TICK_MS = 10_000;

const MARKS = { '1': 'home', X: 'draw', '2': 'away' } as const;

function MatchCard(props: { match: SportMatch; now: number; locale: string }) {
  const t = useT();
  const croupier = useCroupier();
  const { match, locale } = props;
  const glance = matchGlance(match, props.now);
  const prices = matchPrices(match);
  const odds = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const when =
    glance.kind === 'live'
      ? t('games.matches.live', { minute: glance.minute })
      : glance.kind === 'soon'
        ? t('games.matches.soon', { minutes: glance.minutes })
        : glance.kind === 'later'
          ? t('games.matches.later', {
              time: new Intl.DateTimeFormat(locale, {
                weekday: 'short',
                hour: '2-digit',
                minute: '2-digit',
              }).format(glance.at),
            })
          : '';
  return (
    <li className="cr-match" data-status={glance.kind}>
      <p className="cr-match__top">
        <span className="cr-match__sport">
          {t(`games.matches.sports.${match.sport}`, { defaultValue: match.sport })}
        </span>
        <span className={glance.kind === 'live' ? 'cr-match__when cr-match__when--live' : 'cr-match__when'}>
          {when}
        </span>
      </p>
      <p className="cr-match__teams">
        <span>{match.home}</span>
        <span>{match.away}</span>
      </p>
      {prices.length ? (
        <dl className="cr-match__odds">
          {prices.map(([mark, price]) => (
            <div key={mark} className="cr-match__price">
              <dt>
                <span aria-hidden="true">{mark}</span>
                <span className="cr-visually-hidden">{t(`games.matches.${MARKS[mark]}`)}</span>
              </dt>
              <dd>{odds.format(price)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="cr-match__closed">{t('games.matches.inPlay')}</p>
      )}
      <button
        type="button"
        className="cr-btn cr-btn--primary cr-match__bet"
        aria-label={t(prices.length ? 'games.matches.betOn' : 'games.matches.followOn', {
          home: match.home,
          away: match.away,
        })}
        onClick={() => void croupier.games.openMatch(match)}
      >
        {t(prices.length ? 'games.matches.bet' : 'games.matches.follow')}
      </button>
    </li>
  );
}

/**
 * A sports lobby's match strip: the matches in play, then the next to kick off, with their 1X2
 * odds, read again every MATCH_POLL_MS; a card opens the sportsbook at its match. The minutes count
 * from the platform's clock (as it answered), not the device's. A platform without a sportsbook,
 * or with nothing on the board, leaves the strip out.
 */
export function MatchStrip(props: { category: 'SPORTS' | 'ESPORTS' }) {
  const ready = useTexts('games');
  const croupier = useCroupier();
  const t = useT();
  const locale = toLocale(useSignal(croupier.state.language));
  const polled = usePolled(props.category, MATCH_POLL_MS, () => croupier.games.matches(props.category));
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!ready || polled.status === 'loading')
    return <StripPlaceholder className="cr-matches" cardClassName="cr-match" />;
  if (polled.status === 'failed') return null;
  const clock = polled.value.serverTime + Math.max(0, now - polled.at);
  const shown = polled.value.list.filter((match) => matchGlance(match, clock).kind !== 'ended');
  if (!shown.length) return null;
  return (
    <section className="cr-strip cr-matches" aria-labelledby="cr-matches-title">
      <h2 id="cr-matches-title" className="cr-strip__title">
        {t('games.matches.title')}
      </h2>
      <ul className="cr-strip__list cr-matches__list">
        {shown.map((match) => (
          <MatchCard key={match.matchId} match={match} now={clock} locale={locale} />
        ))}
      </ul>
    </section>
  );
}
