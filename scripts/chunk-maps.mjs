// What the host build's post-processing plugins walk: each script chunk of a bundle, with the
// source map Vite emitted beside it (an asset named after the chunk), if any.

/** Each chunk of `bundle` with its map's asset (undefined when it has none). */
export function* chunksWithMaps(bundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const map = bundle[`${chunk.fileName}.map`];
    yield { chunk, map: map?.type === 'asset' ? map : undefined };
  }
}
