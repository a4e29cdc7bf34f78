import { balanceText } from '../../sdk/rules/balance';
import { roomIsFull } from '../../sdk/shared-rules/pvp-rooms';
import { toLocale } from '../../sdk/i18n/languages';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { useTexts } from '../ui/use-texts';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { StripPlaceholder } from './strip-placeholder';

/**
 * A PvP vendor's rooms (SPEC §7 roomList): seats taken, the minimum bet, and a seat to take,
 * in one row that scrolls sideways (its height is known before the rooms arrive). It
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
      <ul className="cr-strip__list cr-rooms__list">
        {rooms.value.map((room) => (
          <li key={room.roomId} className="cr-rooms__room">
            <span className="cr-rooms__icon" aria-hidden="true">
              <Icon path={icons.spade} />
            </span>
            <span className="cr-rooms__text">
              <strong>{room.roomName}</strong>
              <span>{t('games.rooms.players', { players: room.players, max: room.maxPlayers })}</span>
              <span>
                {t('games.rooms.minBet', {
                  amount: `${symbol} ${balanceText(room.minBet, false, toLocale(language))}`.trim(),
                })}
              </span>
            </span>
            {roomIsFull(room) ? (
              <span className="cr-rooms__full">{t('games.rooms.full')}</span>
            ) : (
              <button
                type="button"
                className="cr-btn cr-btn--primary"
                aria-label={`${t('games.rooms.join')}: ${room.roomName}`}
                onClick={() => void croupier.games.joinRoom(room)}
              >
                {t('games.rooms.join')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
