import type { TranslationPart } from './create-i18n';

/** A language's parts other than core, each loaded on demand (its own chunk). */
export type PartLoaders = Readonly<Record<Exclude<TranslationPart, 'core'>, () => Promise<object>>>;
