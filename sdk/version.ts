/**
 * The package's version (semver; kept equal to package.json by a test). The script-tag loader is
 * served under its major version (`/embed/v2/croupier.js`), so a partner pinned to a major never
 * receives a breaking change.
 *
 * @example
 * console.info(`Croupier SDK ${VERSION}`);
 */
export const VERSION = '2.0.0';

/**
 * The major version: the loader's folder is `/embed/v<major>/`. Earlier majors whose partner
 * surface this build still keeps are served too (host-site/frame-page.ts).
 *
 * @example
 * const loader = `https://portal.example/embed/v${MAJOR_VERSION}/croupier.js`;
 */
export const MAJOR_VERSION = Number(VERSION.split('.')[0]);
