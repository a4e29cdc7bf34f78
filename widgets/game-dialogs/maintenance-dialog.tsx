import { formatGmt8 } from '../../sdk/rules/clock';
import { useCroupier, useT } from '../ui/croupier-context';
import { useAsync } from '../ui/use-async';
import { Modal } from '../ui/modal';
import { GameCard } from '../ui/game-card';

const SUGGESTIONS = 4;

/** SPEC §8: a game under maintenance shows its window and suggests hot games of other vendors. */
export function MaintenanceDialog(props: { vassalage: string; start?: unknown; end?: unknown }) {
  const croupier = useCroupier();
  const t = useT();
  const close = () => croupier.modals.close('gameMaintenance');
  const suggestions = useAsync(
    async () =>
      (await croupier.games.hot()).filter((g) => g.vassalage !== props.vassalage).slice(0, SUGGESTIONS),
    [croupier, props.vassalage],
  );
  const start = typeof props.start === 'number' ? formatGmt8(props.start) : undefined;
  const end = typeof props.end === 'number' ? formatGmt8(props.end) : undefined;
  return (
    <Modal
      name="game-maintenance"
      role="alertdialog"
      title={t('games.maintenance.title')}
      onClose={close}
      actions={
        <button type="button" className="cr-btn cr-btn--primary" data-autofocus onClick={close}>
          {t('common.ok')}
        </button>
      }
    >
      {start && end && (
        <p className="cr-maintenance__window" data-testid="maintenance-window">
          {t('games.maintenance.window', { start, end })}
        </p>
      )}
      {suggestions.status === 'ready' && suggestions.value.length > 0 && (
        <>
          <p>{t('games.maintenance.suggest')}</p>
          <div
            className="cr-card-list cr-card-list--compact"
            role="list"
            aria-label={t('games.maintenance.suggest')}
          >
            {suggestions.value.map((game) => (
              <GameCard key={game.nodeId} game={game} />
            ))}
          </div>
        </>
      )}
    </Modal>
  );
}
