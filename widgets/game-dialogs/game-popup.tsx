import { useState } from 'react';
import { errorText } from '../../sdk/i18n/error-text';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { Modal } from '../ui/modal';
import { Pagination } from '../ui/pagination';
import { GameCard } from '../ui/game-card';

const PAGE_SIZE = 12;

/** SPEC §2 game popup: a VASSALAGE vendor's games, a page at a time; a click launches one. */
export function GamePopup(props: { vassalage: string }) {
  const croupier = useCroupier();
  const t = useT();
  const lanes = useSignal(croupier.state.vendorLanes);
  const language = useSignal(croupier.state.language);
  const [page, setPage] = useState(1);
  const games = useAsync(
    () => croupier.games.list({ vassalage: props.vassalage, pageNo: page, pageSize: PAGE_SIZE }),
    [croupier, props.vassalage, page, language],
  );
  const vendor = lanes?.flatMap((l) => l.cards).find((c) => c.vassalage === props.vassalage);
  const title = t('games.popup.title', { vendor: vendor?.displayName ?? props.vassalage });
  return (
    <Modal name="game-popup" size="wide" title={title} onClose={() => croupier.modals.close('gamePopup')}>
      {games.status === 'loading' && (
        <div className="cr-skeletons" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="cr-skeleton-card" />
          ))}
        </div>
      )}
      {games.status === 'error' && (
        <div className="cr-lobby__state" role="alert">
          <p>{errorText(t, games.error)}</p>
          <button type="button" className="cr-btn cr-btn--primary" onClick={games.retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {games.status === 'ready' && games.value.games.length === 0 && (
        <p className="cr-lobby__state">{t('games.empty')}</p>
      )}
      {games.status === 'ready' && games.value.games.length > 0 && (
        <>
          <div className="cr-card-list" role="list" aria-label={title}>
            {games.value.games.map((game, i) => (
              <GameCard
                key={game.nodeId}
                game={game}
                position={(page - 1) * PAGE_SIZE + i + 1}
                setSize={games.value.totalCount}
              />
            ))}
          </div>
          <Pagination
            pageCount={games.value.totalPages}
            page={page}
            onSelect={setPage}
            label={t('games.pages')}
          />
        </>
      )}
    </Modal>
  );
}
