import type { Queryable } from '../../core/db/database';
import { setSystemBalance } from '../../platform/ledger';
import type { PointsRules } from '@sdk/shared-rules/points-rules';
import { putRewards, type RewardSeed } from '../../platform/points';

/**
 * The point mall's seed: the brand's points rules (brand setting `points`), the operator's
 * promotions budget that conversions are paid from, and the catalogue of rewards. SPEC shows none
 * of these numbers, so they are ours. Migration 023 repeats POINTS_SETTINGS for databases seeded
 * before it.
 */

/**
 * A point per 1.00 of valid bet (the least stake the demo games take, so every stake they offer
 * earns whole points); 100 points convert to 1.00, at least 1,000 and at most 1,000,000 at a time.
 */
export const POINTS_SETTINGS: PointsRules = {
  validBetPerPoint: 100,
  convertPoints: 100,
  convertMinor: 100,
  minConvertPoints: 1_000,
  maxConvertPoints: 1_000_000,
};

/** What the operator set aside for conversions: 100,000.00, moved from the house. */
export const PROMOTIONS_BUDGET_MINOR = 100_000_00;
/** The reference of the movements that set the budget. */
export const PROMOTIONS_BUDGET_REFERENCE = 'Promotions budget';

type Texts = RewardSeed['name'];

const reward = (
  id: number,
  category: RewardSeed['category'],
  points: number,
  stock: number,
  maxPerRedeem: number,
  name: Texts,
  description: Texts,
): RewardSeed => ({ id, name, description, category, points, stock, maxPerRedeem });

/** The catalogue, in the mall's order; the last one is out of stock, so the page shows that state. */
export const REWARDS: readonly RewardSeed[] = [
  reward(
    1,
    'voucher',
    500,
    1_000,
    10,
    { ES: 'Apuesta gratis de 5,00', EN: 'Free bet of 5.00' },
    { ES: 'Una apuesta gratis para cualquier tragamonedas.', EN: 'One free bet on any slot game.' },
  ),
  reward(
    2,
    'voucher',
    2_000,
    500,
    5,
    { ES: '20 giros gratis', EN: '20 free spins' },
    { ES: 'Veinte giros en el juego de la semana.', EN: 'Twenty spins on the game of the week.' },
  ),
  reward(
    3,
    'merch',
    3_000,
    50,
    2,
    { ES: 'Camiseta Croupier', EN: 'Croupier T-shirt' },
    { ES: 'Algodón orgánico, tallas S a XL.', EN: 'Organic cotton, sizes S to XL.' },
  ),
  reward(
    4,
    'merch',
    1_500,
    80,
    3,
    { ES: 'Taza Croupier', EN: 'Croupier mug' },
    { ES: 'Cerámica, 350 ml.', EN: 'Ceramic, 350 ml.' },
  ),
  reward(
    5,
    'gadget',
    12_000,
    10,
    1,
    { ES: 'Auriculares inalámbricos', EN: 'Wireless earbuds' },
    { ES: 'Bluetooth 5.3 con estuche de carga.', EN: 'Bluetooth 5.3 with a charging case.' },
  ),
  reward(
    6,
    'gadget',
    40_000,
    3,
    1,
    { ES: 'Reloj inteligente', EN: 'Smartwatch' },
    { ES: 'Pantalla AMOLED, resistente al agua.', EN: 'AMOLED screen, water resistant.' },
  ),
  reward(
    7,
    'experience',
    25_000,
    5,
    1,
    { ES: 'Cena VIP para dos', EN: 'VIP dinner for two' },
    { ES: 'Una cena en un restaurante asociado.', EN: 'A dinner at a partner restaurant.' },
  ),
  reward(
    8,
    'merch',
    800,
    0,
    2,
    { ES: 'Baraja edición limitada', EN: 'Limited edition card deck' },
    { ES: 'Agotada: vuelve pronto.', EN: 'Sold out: back soon.' },
  ),
];

/** Seeds the catalogue and funds the promotions budget from the house (after the house is opened). */
export async function seedPointsMall(tx: Queryable) {
  await putRewards(tx, REWARDS);
  await setSystemBalance(tx, 'promotions', PROMOTIONS_BUDGET_MINOR, PROMOTIONS_BUDGET_REFERENCE);
}
