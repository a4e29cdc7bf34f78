import type { EmbedApi } from '../sdk/embed/api';
import type { OptionsOf, WidgetDefinition } from './ui/define-widget';

/**
 * Every widget a partner page or the host can mount, by name, each loaded on demand from its
 * folder's `widget.tsx`. The script-tag runtime's loaders, the bundle entries (rollup), the
 * bench's size rows, the options table in the README and the per-widget types of `mount` all come
 * from this table. Adding a widget: its `widget.tsx` (one `defineWidget`) and its line here.
 */
export const widgetTable = {
  'agent-centre': () => import('./agent-centre/widget'),
  auth: () => import('./auth/widget'),
  'balance-bar': () => import('./balance-bar/widget'),
  game: () => import('./game/widget'),
  lobby: () => import('./lobby/widget'),
  lottery: () => import('./lottery/widget'),
  'member-centre': () => import('./member-centre/widget'),
  notices: () => import('./notices/widget'),
  'point-mall': () => import('./point-mall/widget'),
  promotions: () => import('./promotions/widget'),
  vip: () => import('./vip/widget'),
  'winners-board': () => import('./winners-board/widget'),
} satisfies Record<string, () => Promise<{ default: WidgetDefinition }>>;

/**
 * The name of a widget a page can mount or frame (`auth`, `lobby`, `member-centre`, ...).
 *
 * @example
 * const name: WidgetName = 'winners-board';
 * const embed = createEmbed({ merchant: 'CROUPIER', platformUrl: 'https://portal.example' });
 * await embed.mount(name, '#winners');
 */
export type WidgetName = keyof typeof widgetTable;

type DefinitionOf<Name extends WidgetName> = Awaited<ReturnType<(typeof widgetTable)[Name]>>['default'];

/**
 * Each widget's options, from its definition's schema.
 *
 * @example
 * const options: WidgetOptions['member-centre'] = { page: 'withdraw' };
 * await embed.mount('member-centre', '#account', options); // croupier/embed
 * const element = <MemberCentre {...options} />; // croupier/react
 */
export type WidgetOptions = { [Name in WidgetName]: OptionsOf<DefinitionOf<Name>> };

/**
 * The script-tag API of this build, with `mount` typed per widget.
 *
 * @example
 * const embed: CroupierEmbed = createEmbed({ merchant: 'CROUPIER', platformUrl: 'https://portal.example' });
 * const stop = await embed.on('balance:changed', ({ sumBalance }) => console.log(sumBalance));
 */
export type CroupierEmbed = EmbedApi<WidgetOptions>;
