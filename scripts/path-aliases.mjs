// The import aliases of the repository, for every tool that resolves imports (tsconfig.json's
// `paths` lists the same, and a test keeps them equal). Code in one top folder names another
// top folder by alias, never by `../../../`.
import { fileURLToPath } from 'node:url';

/** Alias prefix → repository folder. */
export const PATH_ALIASES = { '@sdk/': 'sdk/', '@widgets/': 'widgets/', '@sandbox/': 'sandbox/' };

/** The aliases as bundler entries (vite, vitest, @rollup/plugin-alias). */
export const aliasEntries = () =>
  Object.entries(PATH_ALIASES).map(([prefix, folder]) => ({
    find: new RegExp(`^${prefix}`),
    replacement: fileURLToPath(new URL(`../${folder}`, import.meta.url)),
  }));
