import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { WinnersBoard } from './winners-board';
import css from './winners-board.css?inline';

export default defineWidget({
  name: 'winners-board',
  summary: 'the latest 20 big wins, scrolling, with a pause button (still under reduced motion)',
  options: Type.Object({}),
  component: WinnersBoard,
  modalFamilies: [],
  styles: [{ id: 'cr-winners', css }],
});
