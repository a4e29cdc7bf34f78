import type { WidgetStyle } from './define-widget';
import pageCss from './page.css?inline';

/** The page-sized widgets' heading, lead, states and prose, once per root (the host links it globally). */
export const PAGE_STYLE: WidgetStyle = { id: 'cr-page', css: pageCss };
