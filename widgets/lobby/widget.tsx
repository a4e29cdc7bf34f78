import { Type } from '@sinclair/typebox';
import { GameCategoryName } from '../../sdk/contract/entities/game';
import { defineWidget } from '../ui/define-widget';
import { CHIPS_STYLE } from '../ui/chips-style';
import { LobbyWidget } from './lobby-widget';
import { PARTNER_SCROLL_PAGES } from '../../sdk/rules/lobby-paging';
import css from './lobby.css?inline';

export default defineWidget({
  name: 'lobby',
  summary: 'search, vendor chips, favourites and the game grid; a game opens in place, with the way back',
  options: Type.Object({
    category: Type.Optional(
      // SPB is a lane that lists slot vendors again, not a category any game has.
      Type.Union(
        GameCategoryName.anyOf.filter((c) => c.const !== 'SPB'),
        { description: "one category's games; all games when absent" },
      ),
    ),
    vassalage: Type.Optional(Type.String({ description: 'start narrowed to one vendor (its code)' })),
    sources: Type.Optional(
      Type.Boolean({ default: true, description: 'show the All / Hot / New / Favourites / Recent chips' }),
    ),
    scrollPages: Type.Optional(
      Type.Integer({
        minimum: 0,
        default: PARTNER_SCROLL_PAGES,
        description:
          'pages of games that load as the player scrolls; then a "More games" button loads each next one',
      }),
    ),
  }),
  component: LobbyWidget,
  modalFamilies: ['auth', 'dialogs', 'games'],
  styles: [CHIPS_STYLE, { id: 'cr-lobby', css }],
});
