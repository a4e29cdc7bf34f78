/**
 * Croupier for bundlers (`croupier/embed`): the script tag's mount API as a module. Widgets come
 * from the app's own bundle (each a chunk loaded on first mount); frames still load from the
 * portal.
 *
 * @example
 * import { createEmbed } from 'croupier/embed';
 *
 * const croupier = createEmbed({ merchant: 'CROUPIER', platformUrl: 'https://portal.example' });
 * await croupier.mount('lobby', '#games', { category: 'RNG' });
 *
 * @packageDocumentation
 * @module croupier/embed
 */
import type { EmbedInit } from '../../sdk/embed/api';
import type { CroupierEmbed } from '../widget-table';
import { boot } from './runtime';

export type { CroupierEmbed, WidgetName, WidgetOptions } from '../widget-table';
export type { EmbedInit, WidgetHandle, CommonWidgetOptions, FrameOptions } from '../../sdk/embed/api';
export {
  FRAME_PROTOCOL_VERSION,
  visibleSlice,
  type FrameMessages,
  type FrameMessageType,
  type FrameMessage,
} from '../../sdk/embed/frame-protocol';

/**
 * Starts the portal runtime of this page, ready to mount and frame widgets.
 *
 * @param options The brand's merchant code and the portal's address (`platformUrl`, required
 * here: a bundled app is not served from the portal).
 * @example
 * const croupier = createEmbed({ merchant: 'CROUPIER', platformUrl: 'https://portal.example' });
 * croupier.frame('member-centre', '#cashier', { page: 'depositv2' });
 */
export function createEmbed(options: EmbedInit & { platformUrl: string }): CroupierEmbed {
  return boot(new URL('/embed/', options.platformUrl).href, options);
}
