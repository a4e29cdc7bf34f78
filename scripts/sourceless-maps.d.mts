/** Whether a source map's JSON maps nothing back to a source (an empty `sources`). */
export function mapsNothing(source: string): boolean;
/** The Vite plugin that drops the map, and the comment naming it, of a chunk with no sources. */
export function sourcelessMapsPlugin(): {
  name: string;
  apply: 'build';
  enforce: 'post';
  generateBundle: { order: 'post'; handler(options: unknown, bundle: Record<string, unknown>): void };
};
