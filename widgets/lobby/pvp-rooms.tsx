import { balanceText } from '../../sdk/rules/balance';
import { roomIsFull, seatShare } from '../../sdk/shared-rules/pvp-rooms';
import { toLocale } from '../../sdk/i18n/languages';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { useTexts } from '../ui/use-texts';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { StripPlaceholder } from './strip-placeholder';

/**
 * A PvP vendor's rooms (SPEC §7 roomList): each card names the room, its minimum bet, the seats
 * taken (in words and on a meter) and a Join, which says Full and cannot be pressed once every
 * seat is taken. One row that scrolls sideways, its cards of a height fixed by pvp-rooms.css, so
 * that the placeholder the row shows while the rooms load is as tall as the rooms. It
 * waits for the games' texts itself: the rooms may answer before the lobby beside it has them.
 */
export function PvpRooms(props: { vassalage?: string }) {
  const ready = useTexts('games');
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const symbol = useSignal(croupier.state.balance)?.currencySymbol ?? '';
  const rooms = useAsync(() => croupier.games.rooms(props.vassalage), [croupier, props.vassalage]);
  if (!ready || rooms.status === 'loading')
    return <StripPlaceholder className="cr-rooms" cardClassName="cr-rooms__room" />;
  if (rooms.status !== 'ready' || rooms.value.length === 0) return null;
  return (
    <section className="cr-strip cr-rooms" aria-labelledby="cr-rooms-title">
      <h2 id="cr-rooms-title" className="cr-strip__title">
        {t('games.rooms.title')}
      </h2>
      <ul className="cr-strip__list">
        {rooms.value.map((room) => {
          const full = roomIsFull(room);
          const label = t(full ? 'games.rooms.full' : 'games.rooms.join');
          return (
            <li key={room.roomId} className="cr-rooms__room">
              <span className="cr-rooms__icon" aria-hidden="true">
                <Icon path={icons.spade} />
              </span>
              <h3 className="cr-rooms__name">{room.roomName}</h3>
              <span className="cr-rooms__stake">
                {t('games.rooms.minBet', {
                  amount: `${symbol} ${balanceText(room.minBet, false, toLocale(language))}`.trim(),
                })}
              </span>
              <span className="cr-rooms__seats">
                {t('games.rooms.players', { players: room.players, max: room.maxPlayers })}
                <span aria-hidden="true">
                  <span style={{ width: `${seatShare(room)}%` }} />
                </span>
              </span>
              <button
                type="button"
                className={full ? 'cr-btn cr-btn--sm' : 'cr-btn cr-btn--sm cr-btn--primary'}
                disabled={full}
                aria-label={`${label}: ${room.roomName}`}
                onClick={() => void croupier.games.joinRoom(room)}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
