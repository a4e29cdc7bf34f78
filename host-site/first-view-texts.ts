// Read by vite.config.ts as well: no imports, so the config loads it as it is.

/**
 * The text parts the first view waits for: the pack's core and its index of parts (Spanish's
 * are in the entry), the portal's texts (the splash stays until they are in) and the games'
 * (the home page's and every lobby's sections wait for them).
 */
export const FIRST_VIEW_TEXTS = /sdk\/i18n\/resources\/([a-z]+)\/(core|parts|portal|games)\.ts$/;

/**
 * The chunk a pack's first-view parts are built into together (vite.config.ts): one request, not
 * four, on a phone's six connections beside the portal's code.
 */
export const firstViewTextsChunk = (pack: string) => `texts-${pack}`;
