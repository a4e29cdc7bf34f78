import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { CHIPS_STYLE } from '../ui/chips-style';
import { LotteryWidget } from './lottery-widget';
import css from './lottery.css?inline';

export default defineWidget({
  name: 'lottery',
  summary: 'lottery menus, sub-types, latest draws and popular numbers; a draw opens in place',
  options: Type.Object({
    variant: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('vn'), Type.Literal('elott')], {
        default: 'all',
        description: 'every prize mode (Elott first), the Vietnamese menu, or Elott only',
      }),
    ),
  }),
  component: LotteryWidget,
  modalFamilies: ['auth', 'dialogs', 'games'],
  styles: [CHIPS_STYLE, { id: 'cr-lottery', css }],
});
