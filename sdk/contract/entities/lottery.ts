import { Type, type Static, LanguageCode, Timestamp, literalUnion } from '../schema';

/** Lottery prize modes. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** Schema of a lottery prize mode (one of `PRIZE_MODES`). */
export const PrizeMode = literalUnion(PRIZE_MODES);
/**
 * The lane each launch prize mode names: the page sends `Lott` when the Vietnam lottery sits in
 * the LOTT lane, `Elott` in the ELOTT lane (C 150–153), and the platform holds the game to it.
 */
export const LAUNCH_PRIZE_MODE_LANES = [
  ['Lott', 'LOTT'],
  ['Elott', 'ELOTT'],
] as const;

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

/** A Vietnamese lottery launch's own fields (`launchMode: 'LOTT'` of `LaunchRequest`). */
export const LotteryLaunchFields = {
  lottoArea: Type.Optional(Type.Literal('VN')),
  lottoPrizeMode: Type.Optional(Type.String({ maxLength: 16 })),
  /** At the betting view; the lobby view names no game. */
  lottoGameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  lottoView: Type.Optional(Type.Union([Type.Literal('betting'), Type.Literal('lobby')])),
  device: Type.Optional(Type.String({ maxLength: 16 })),
  /** The page the player launched from: the platform's page sends `location.href`. */
  backUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  hasLobby: Type.Optional(Type.Boolean()),
  labelName: Type.Optional(Type.String({ maxLength: 128 })),
};

/** The launch query of a Vietnamese lottery, at its betting or lobby view. */
export const LotteryLaunchRequest = Type.Object({
  ...LotteryLaunchFields,
  lottoArea: Type.Literal('VN'),
  launchMode: Type.Literal('LOTT'),
  lottoView: Type.Union([Type.Literal('betting'), Type.Literal('lobby')]),
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
