// Build plugin (Vite): V8's explicit compile hint on every script chunk of the host site.
//
// A function V8 has not compiled is compiled on the main thread the first time it is called. The
// portal's first view calls most of what its chunks hold, so that compiling was most of its boot
// task (V8.CompileCode 10-18 ms of a 30 ms task, measured in a trace of `/` at 412x823). With
// the magic comment V8 (Chrome 136 on) compiles a file's functions as it streams it in, on a
// background thread. A chunk is loaded only when its code is needed (pages, dialogs, centres), so
// whatever a chunk holds is about to run.

import { chunksWithMaps } from './chunk-maps.mjs';

/** The comment V8 reads at the top of a script; it must come before any code. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * `code` with the hint as its first line, and the source map's mappings (VLQ, one `;` per line)
 * moved down the one line it adds. Code that has it already is returned as it is.
 */
export function withCompileHint(code, mappings) {
  if (code.startsWith(COMPILE_HINT)) return { code, mappings };
  return { code: COMPILE_HINT + code, mappings: mappings === undefined ? undefined : `;${mappings}` };
}

export function compileHintsPlugin() {
  return {
    name: 'croupier-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own rewrite of each chunk (its preload map is prepended in this hook).
      order: 'post',
      handler(_options, bundle) {
        for (const { chunk, map: mapAsset } of chunksWithMaps(bundle)) {
          const map = mapAsset ? JSON.parse(String(mapAsset.source)) : undefined;
          const hinted = withCompileHint(chunk.code, map?.mappings);
          chunk.code = hinted.code;
          if (map) {
            map.mappings = hinted.mappings;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
