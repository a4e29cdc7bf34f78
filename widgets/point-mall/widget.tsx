import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { PointMall } from './point-mall';
import { PAGE_STYLE } from '../ui/page-style';
import css from './point-mall.css?inline';

export default defineWidget({
  name: 'point-mall',
  summary:
    "the points mall: how points are earned and the rewards they buy; for a member, their points, a redeem with the payment password, their redeems, the points' history and a conversion into the balance",
  options: Type.Object({}),
  component: () => <PointMall />,
  modalFamilies: ['auth'],
  styles: [PAGE_STYLE, { id: 'cr-point-mall', css }],
});
