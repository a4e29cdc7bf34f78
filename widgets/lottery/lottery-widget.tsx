import { GameInPlace } from '../game-shell';
import { LotteryBoard } from './lottery-board';

export interface LotteryWidgetProps {
  variant?: 'all' | 'vn' | 'elott';
}

/** The lottery board for partner pages; a launched draw opens in place, with the way back. */
export function LotteryWidget(props: LotteryWidgetProps) {
  return (
    <GameInPlace>
      <LotteryBoard variant={props.variant ?? 'all'} />
    </GameInPlace>
  );
}
