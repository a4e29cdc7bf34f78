import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { BalanceBar } from './balance-bar';
import css from './balance-bar.css?inline';

export default defineWidget({
  name: 'balance-bar',
  summary: 'the balance with its currency, hide and refresh; follows every bet and login on the page',
  options: Type.Object({
    loginButton: Type.Optional(
      Type.Boolean({ default: true, description: 'show a log-in button while logged out' }),
    ),
  }),
  component: (props) => <BalanceBar loginButton={props.loginButton ?? true} />,
  modalFamilies: ['auth', 'dialogs'],
  styles: [{ id: 'cr-balance-bar', css }],
});
