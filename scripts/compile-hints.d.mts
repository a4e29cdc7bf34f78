/** The comment V8 reads at the top of a script to compile all its functions as it loads it. */
export const COMPILE_HINT: string;
/** `code` with the hint as its first line, and its source map's `mappings` moved down a line. */
export function withCompileHint(
  code: string,
  mappings: string | undefined,
): { code: string; mappings: string | undefined };
/** The Vite plugin that puts the hint at the top of every script chunk of a build. */
export function compileHintsPlugin(): {
  name: string;
  apply: 'build';
  enforce: 'post';
  generateBundle: { order: 'post'; handler(options: unknown, bundle: Record<string, unknown>): void };
};
