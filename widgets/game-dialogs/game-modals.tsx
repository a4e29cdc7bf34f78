import { Suspense } from 'react';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { NoticeModal } from '../notices';
import { GamePopup } from './game-popup';
import { DepositPrompt } from './deposit-prompt';
import { MaintenanceDialog } from './maintenance-dialog';
import lobbyCss from '../lobby/lobby.css?inline';
import css from './game-dialogs.css?inline';

/** The games' modals, opened by name: vendor game list, deposit prompt, maintenance, notices. */
export function GameModals() {
  useStyles('cr-lobby', lobbyCss);
  useStyles('cr-game-dialogs', css);
  const croupier = useCroupier();
  const open = useSignal(croupier.state.modals);
  const ready = useTexts('games');
  if (!ready) return null;
  return (
    <>
      {open.map(({ name, props }) => {
        if (name === 'gamePopup') return <GamePopup key={name} vassalage={String(props?.vassalage ?? '')} />;
        if (name === 'depositPrompt') return <DepositPrompt key={name} />;
        if (name === 'gameMaintenance')
          return (
            <MaintenanceDialog
              key={name}
              vassalage={String(props?.vassalage ?? '')}
              start={props?.start}
              end={props?.end}
            />
          );
        if (name === 'notice')
          return (
            <Suspense key={name} fallback={null}>
              <NoticeModal />
            </Suspense>
          );
        return null;
      })}
    </>
  );
}
