import { Type } from '@sinclair/typebox';
import { MEMBER_CENTRE_PAGES } from '@sdk/rules/centres';
import { defineWidget } from '../ui/define-widget';
import { MemberCentreWidget } from './member-centre-widget';
import css from '../ui/centre.css?inline';

export default defineWidget({
  name: 'member-centre',
  summary:
    "the personal centre: the member's account, cashier, records and safer gambling (limits, reality checks, self-exclusion), each page loaded when it opens",
  options: Type.Object({
    page: Type.Optional(
      Type.Union(
        MEMBER_CENTRE_PAGES.map((page) => Type.Literal(page)),
        { description: 'the page to open first; My account when absent' },
      ),
    ),
  }),
  component: MemberCentreWidget,
  modalFamilies: ['auth', 'dialogs'],
  styles: [{ id: 'cr-centre', css }],
});
