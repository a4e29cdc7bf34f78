// Build plugin (Vite): no source map for a chunk that has no sources.
//
// A chunk of generated code only (a component's CSS as a string, a re-export) gets a map with an
// empty `sources` and nothing mapped. It tells a reader nothing, and Lighthouse 12's source-map
// parser throws on it (it reads the first source before it looks at the mappings), printing a stack
// trace per chunk and audit run into the bench's output. The chunk is served without the map and
// without the comment that names it.

import { chunksWithMaps } from './chunk-maps.mjs';

/** The comment a bundler puts on a chunk's last line to name its map. */
const MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/** Whether a source map's JSON maps nothing back to a source. */
export function mapsNothing(source) {
  const map = JSON.parse(source);
  return Array.isArray(map.sources) && map.sources.length === 0 && !map.sections;
}

export function sourcelessMapsPlugin() {
  return {
    name: 'croupier-sourceless-maps',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const { chunk, map } of chunksWithMaps(bundle)) {
          if (!map || !mapsNothing(String(map.source))) continue;
          delete bundle[`${chunk.fileName}.map`];
          chunk.code = chunk.code.replace(MAP_COMMENT, '\n');
          chunk.map = null;
        }
      },
    },
  };
}
