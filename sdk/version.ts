/**
 * The package's version (semver; kept equal to package.json by a test). The script-tag loader is
 * served under its major version (`/embed/v1/croupier.js`), so a partner pinned to a major never
 * receives a breaking change.
 *
 * @example
 * console.info(`Croupier SDK ${VERSION}`);
 */
export const VERSION = '1.1.0';

/**
 * The major version: the loader's folder is `/embed/v<major>/`.
 *
 * @example
 * const loader = `https://portal.example/embed/v${MAJOR_VERSION}/croupier.js`;
 */
export const MAJOR_VERSION = Number(VERSION.split('.')[0]);
