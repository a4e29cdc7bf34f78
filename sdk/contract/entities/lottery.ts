import { Type, type Static, LanguageCode, Timestamp, literalUnion } from '../schema';

/** Lottery prize modes. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** Schema of a lottery prize mode (one of `PRIZE_MODES`). */
export const PrizeMode = literalUnion(PRIZE_MODES);

/** Lottery sub-types; BG only when language TY is supported. */
export const LOTTERY_SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** A lottery game of a menu: its code, label, sub-type and how often it draws. */
export const LotteryGame = Type.Object({
  gameCode: Type.String(),
  labelName: Type.String(),
  subType: Type.String(),
  drawIntervalSeconds: Type.Integer(),
});
export type LotteryGame = Static<typeof LotteryGame>;

/** A lottery menu group (SPEC §3: gameMenus, gameGroupCode, labelName). */
export const LotteryMenu = Type.Object({
  gameGroupCode: Type.String(),
  labelName: Type.String(),
  prizeMode: PrizeMode,
  gameMenus: Type.Array(LotteryGame),
});
export type LotteryMenu = Static<typeof LotteryMenu>;

/** The launch payload of a Vietnamese lottery, at its betting or lobby view. */
export const LotteryLaunchRequest = Type.Object({
  lottoArea: Type.Literal('VN'),
  launchMode: Type.Literal('LOTT'),
  lottoGameCode: Type.String({ minLength: 1 }),
  lottoView: Type.Union([Type.Literal('betting'), Type.Literal('lobby')]),
  device: Type.String(),
  backUrl: Type.String(),
  language: LanguageCode,
});

/**
 * One lottery draw's result: the game, the draw number, its numbers and when it was drawn.
 *
 * @example
 * const results: contract.OpenedNumber[] = await client.call(contract.openedNumbers, { language: 'EN' });
 */
export const OpenedNumber = Type.Object({
  gameCode: Type.String(),
  labelName: Type.String(),
  drawNo: Type.String(),
  numbers: Type.Array(Type.String()),
  drawTime: Timestamp,
});
export type OpenedNumber = Static<typeof OpenedNumber>;

/** A number and how often it was drawn or played. */
export const NumberStat = Type.Object({
  number: Type.String(),
  count: Type.Integer(),
});
export type NumberStat = Static<typeof NumberStat>;
