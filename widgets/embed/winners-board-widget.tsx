import { WinnersBoard } from '../winners-board';

/** The winners board for partner pages: the latest big wins, scrolling (with a pause button). */
export default function WinnersBoardWidget() {
  return <WinnersBoard />;
}
