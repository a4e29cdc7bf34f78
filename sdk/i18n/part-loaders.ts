/**
 * Translations come in parts so that a page carries only what it shows: `core` (header, errors,
 * dialogs) ships with the runtime; a widget loads its own part when it mounts (`auth` brings the
 * form validation messages, `games` the lobby's texts).
 *
 * @example
 * const part: TranslationPart = 'games';
 * if (!croupier.hasTexts(part)) await croupier.requireTexts(part);
 */
export type TranslationPart =
  'core' | 'auth' | 'portal' | 'centres' | 'money' | 'games' | 'agent' | 'protection' | 'rewards';

/** A language's parts other than core, each loaded on demand (its own chunk). */
export type PartLoaders = Readonly<Record<Exclude<TranslationPart, 'core'>, () => Promise<object>>>;
