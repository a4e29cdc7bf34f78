import { useId } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useTexts } from '../ui/use-texts';
import { useStyles } from '../ui/styles';
import { Modal } from '../ui/modal';
import { moneyText } from '../../sdk/rules/money';
import { netTone, timePlayed } from '../../sdk/rules/reality-check';
import type { PlaySession } from '../../sdk/contract/entities/safer-gambling';
import css from './reality-check.css?inline';

/**
 * The reminder (WAI-ARIA alertdialog) over whatever the player is doing, a game included: how
 * long this session has lasted and where it stands (stakes, wins, net), from the platform's
 * ledger. It asks for a choice: keep playing, or log out. Escape does not dismiss it.
 */
export function RealityCheckDialog(props: {
  session: PlaySession;
  onKeepPlaying: () => void;
  onLogout: () => void;
}) {
  useStyles('cr-reality-check', css);
  const croupier = useCroupier();
  const t = useT();
  const messageId = useId();
  if (!useTexts('protection')) return null;
  const locale = croupier.i18n.language;
  const { hours, minutes } = timePlayed(props.session);
  const time = hours
    ? t('realityCheck.hoursMinutes', { hours, minutes })
    : t('realityCheck.minutesOnly', { minutes });
  const { staked, won, net } = props.session;
  const tone = netTone(net);
  return (
    <Modal
      name="reality-check"
      role="alertdialog"
      size="small"
      title={t('realityCheck.title')}
      describedBy={messageId}
      closable={false}
      onClose={props.onKeepPlaying}
      onEnter={props.onKeepPlaying}
      actions={
        <>
          <button type="button" className="cr-btn cr-btn--ghost" onClick={props.onLogout}>
            {t('realityCheck.logout')}
          </button>
          <button
            type="button"
            className="cr-btn cr-btn--primary"
            data-autofocus
            onClick={props.onKeepPlaying}
          >
            {t('realityCheck.keepPlaying')}
          </button>
        </>
      }
    >
      <div id={messageId} className="cr-reality">
        <p className="cr-reality__played">{t('realityCheck.played', { time })}</p>
        <dl className="cr-reality__figures">
          <div>
            <dt>{t('realityCheck.staked')}</dt>
            <dd>{moneyText(staked, locale)}</dd>
          </div>
          <div>
            <dt>{t('realityCheck.won')}</dt>
            <dd>{moneyText(won, locale)}</dd>
          </div>
          <div className={`cr-reality__net cr-reality__net--${tone}`}>
            <dt>{t('realityCheck.net')}</dt>
            <dd data-testid="reality-check-net">{moneyText(net, locale)}</dd>
          </div>
        </dl>
        <p>{t(`realityCheck.tone.${tone}`)}</p>
      </div>
    </Modal>
  );
}
