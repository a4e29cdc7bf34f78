import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { AuthWidget } from './auth-widget';
import css from './auth-widget.css?inline';

export default defineWidget({
  name: 'auth',
  summary: 'log in, register, forgotten password, free demo; the account and log out once in',
  options: Type.Object({
    register: Type.Optional(
      Type.Boolean({ default: true, description: 'offer registration (where the brand allows it)' }),
    ),
    freePlay: Type.Optional(
      Type.Boolean({ default: true, description: 'offer the free demo (where the brand allows it)' }),
    ),
  }),
  component: AuthWidget,
  modalFamilies: ['auth', 'dialogs'],
  styles: [{ id: 'cr-auth-widget', css }],
});
