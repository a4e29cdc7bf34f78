import type { GameCategory, VendorLane } from '@sdk/contract';
import type { HandlerTable } from '../../core/http/handler';
import { localized } from '../../core/http/language';
import { vendors } from './repository';

/** Lane order and titles of the vendor list. */
const LANES: [GameCategory, Record<string, string>][] = [
  ['LIVE', { ES: 'Casino en vivo', EN: 'Live casino', PT: 'Cassino ao vivo', TH: 'คาสิโนสด' }],
  ['SPORTS', { ES: 'Deportes', EN: 'Sports', PT: 'Esportes', TH: 'กีฬา' }],
  ['RNG', { ES: 'Tragamonedas', EN: 'Slots', PT: 'Caça-níqueis', TH: 'สล็อต' }],
  ['FISH', { ES: 'Pesca', EN: 'Fishing', PT: 'Pesca', TH: 'ยิงปลา' }],
  ['PVP', { ES: 'Póker', EN: 'Poker', PT: 'Pôquer', TH: 'โป๊กเกอร์' }],
  ['LOTT', { ES: 'Lotería', EN: 'Lottery', PT: 'Loteria', TH: 'หวย' }],
  ['ELOTT', { ES: 'Lotería electrónica', EN: 'E-lottery', PT: 'Loteria eletrônica', TH: 'หวยออนไลน์' }],
];

export const vendorHandlers: HandlerTable = {
  async vendorList(_input, ctx) {
    const now = ctx.sandbox.now().getTime();
    const rows = await vendors(ctx.sandbox.db);
    const lanes: VendorLane[] = LANES.map(([category, titles]) => ({
      title: localized(titles, ctx.language),
      gameClassify: category,
      cards: rows
        .filter((v) => v.category === category)
        .map((v) => ({
          vassalage: v.code,
          accountTypeName: v.account_type_name,
          accountTypeId: v.account_type_id,
          displayName: v.display_name,
          isHot: v.is_hot,
          isGame: v.is_game,
          gameCategory: v.category,
          maintenance:
            !!v.maintenance_start &&
            !!v.maintenance_end &&
            new Date(v.maintenance_start).getTime() <= now &&
            now < new Date(v.maintenance_end).getTime(),
        })),
    }));
    return { data: { lanes: lanes.filter((lane) => lane.cards.length > 0) } };
  },
};
