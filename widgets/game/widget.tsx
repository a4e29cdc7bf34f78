import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { GameWidget } from './game-widget';
import css from './game.css?inline';

export default defineWidget({
  name: 'game',
  summary: 'one game by its vendor and id: its cover and a play button; it plays in place, with the way back',
  options: Type.Object({
    // Optional in the schema so that every widget mounts alike; without both the widget says so.
    vassalage: Type.Optional(Type.String({ description: "the game's vendor code, e.g. `JILI` (required)" })),
    gameId: Type.Optional(
      Type.String({ description: "the game's id at its vendor, a game list's `gameId` (required)" }),
    ),
  }),
  component: GameWidget,
  modalFamilies: ['auth', 'dialogs', 'games'],
  styles: [{ id: 'cr-game', css }],
});
