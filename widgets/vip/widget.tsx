import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { Vip } from './vip';
import { PAGE_STYLE } from '../ui/page-style';
import css from './vip.css?inline';

export default defineWidget({
  name: 'vip',
  summary:
    "the VIP ladder: every level's threshold and benefits; for a member, their level, progress from their valid turnover and the level-up bonuses to claim",
  options: Type.Object({}),
  component: () => <Vip />,
  modalFamilies: ['auth'],
  styles: [PAGE_STYLE, { id: 'cr-vip', css }],
});
