import { useTexts } from '@widgets/ui/use-texts';
import { useStyles } from '@widgets/ui/styles';
import { WinnersBoard } from '@widgets/winners-board';
import '@widgets/winners-board/winners-board.css';
import lobbyCss from '@widgets/lobby/lobby.css?inline';
import { NoticeStrip } from '@widgets/notices';
import '@widgets/notices/notice-strip.css';
import { HotGames } from './hot-games';
import { MemberRows } from './member-rows';
import { PopularLottery } from './popular-lottery';
import { VendorWall } from './vendor-wall';
import { WhenNear } from '../../layout/when-near';
import './home-games.css';

/**
 * The home page's game content, loaded after the first paint: notices, a member's recent games and
 * favourites, hot games, winners, lotteries, vendors (the last three built as they come near).
 */
export default function HomeGames() {
  useStyles('cr-lobby', lobbyCss);
  if (!useTexts('games')) return <div className="home-games home-games--loading" aria-hidden="true" />;
  return (
    <div className="home-games">
      <NoticeStrip />
      <MemberRows />
      <div className="home-games__row">
        <HotGames />
        <WhenNear placeholder="home-later home-later--winners">
          <WinnersBoard />
        </WhenNear>
      </div>
      <WhenNear placeholder="home-later home-later--lottery">
        <PopularLottery />
      </WhenNear>
      <WhenNear placeholder="home-later home-later--vendors">
        <VendorWall />
      </WhenNear>
    </div>
  );
}
