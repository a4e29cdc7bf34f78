import { useStyles } from '../ui/styles';
import { MatchStrip } from './match-strip';
import { PvpRooms } from './pvp-rooms';
import stripCss from './strip-row.css?inline';
import matchesCss from './match-strip.css?inline';
import roomsCss from './pvp-rooms.css?inline';

/**
 * The row a partner's category lobby leads with, as the portal's own lobbies do: the match strip
 * in a sports or e-sports lobby, the open rooms in a PvP one. The lobby widget loads it as a chunk
 * of its own, with its stylesheets, so that no other lobby fetches either.
 */
export default function CategoryLead(props: { category: 'SPORTS' | 'ESPORTS' | 'PVP'; vassalage?: string }) {
  const rooms = props.category === 'PVP';
  useStyles('cr-strip-row', stripCss);
  useStyles(rooms ? 'cr-pvp-rooms' : 'cr-match-strip', rooms ? roomsCss : matchesCss);
  return props.category === 'PVP' ? (
    <PvpRooms vassalage={props.vassalage} />
  ) : (
    <MatchStrip category={props.category} />
  );
}
