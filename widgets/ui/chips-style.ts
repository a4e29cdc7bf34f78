import type { WidgetStyle } from './define-widget';
import chipsCss from './chips.css?inline';

/** Filter chips, shared by the lobby and the lottery (its own module: other widgets never load it). */
export const CHIPS_STYLE: WidgetStyle = { id: 'cr-chips', css: chipsCss };
