import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { Promotions } from './promotions';
import { PAGE_STYLE } from '../ui/page-style';
import css from './promotions.css?inline';

export default defineWidget({
  name: 'promotions',
  summary:
    "the promotions by category, each opening in place: its terms, the one action it allows now (sign up, apply, claim), a raffle's prizes and draws, and its comments",
  options: Type.Object({
    promotion: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'the promotion whose detail opens first; the list when absent',
      }),
    ),
  }),
  component: Promotions,
  modalFamilies: ['auth'],
  styles: [PAGE_STYLE, { id: 'cr-promotions', css }],
});
