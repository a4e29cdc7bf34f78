import { Type } from '@sinclair/typebox';
import { defineWidget } from '../ui/define-widget';
import { NoticeStrip } from './notice-strip';
import css from './notice-strip.css?inline';

export default defineWidget({
  name: 'notices',
  summary: "the latest notice's title, opening the notice list (nine a page, sanitized HTML)",
  options: Type.Object({}),
  component: NoticeStrip,
  modalFamilies: ['games'],
  styles: [{ id: 'cr-notice-strip', css }],
});
