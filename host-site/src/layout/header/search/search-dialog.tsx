import { useState } from 'react';
import { Modal } from '@widgets/ui/modal';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useTexts } from '@widgets/ui/use-texts';
import { useStyles } from '@widgets/ui/styles';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { GameCard, SearchBox } from '@widgets/lobby';
import lobbyCss from '@widgets/lobby/lobby.css?inline';
import './search-dialog.css';

const MIN_LETTERS = 2;
const SHOWN = 24;

/** The whole catalogue searched by name from any page (every category), each result playable. */
export default function SearchDialog(props: { onClose: () => void }) {
  useStyles('cr-lobby', lobbyCss);
  const croupier = useCroupier();
  const t = useT();
  const ready = useTexts('games');
  const [query, setQuery] = useState('');
  const found = useAsync(
    async () =>
      query.length < MIN_LETTERS
        ? null
        : croupier.games.list({ gameName: query, pageNo: 1, pageSize: SHOWN }),
    [croupier, query],
  );
  return (
    <Modal name="search" size="wide" title={t('search.title')} onClose={props.onClose}>
      <div className="search-dialog__box">
        <SearchBox
          value={query}
          onSearch={setQuery}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
      </div>
      {ready && (
        <AsyncStates state={found}>
          {found.status === 'ready' && found.value && (
            <>
              <p className="search-dialog__count" role="status">
                {found.value.totalCount === 0
                  ? t('search.empty')
                  : t('search.results', { count: found.value.totalCount })}
              </p>
              {/* A game opened from the results closes the search behind it. */}
              <div
                className="search-dialog__grid"
                role="list"
                aria-label={t('search.title')}
                onClick={(event) => {
                  if ((event.target as Element).closest('.cr-card__play')) props.onClose();
                }}
              >
                {found.value.games.map((game, i) => (
                  <GameCard
                    key={game.nodeId}
                    game={game}
                    position={i + 1}
                    setSize={found.value!.games.length}
                  />
                ))}
              </div>
            </>
          )}
        </AsyncStates>
      )}
    </Modal>
  );
}
