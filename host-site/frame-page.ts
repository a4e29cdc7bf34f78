/**
 * The pages `/embed/frame/<widget>`: one widget, full bleed, for a partner's `<iframe>`. The page
 * carries its configuration as JSON (never as script: the CSP runs only files of this origin) and
 * loads widgets/embed/frame-child.ts, which speaks the iframe protocol with the parent.
 */

import { partnerOriginList } from '../sandbox/core/http/partner-origins';
import { MAJOR_VERSION } from '../sdk/version';

/**
 * Majors before this one whose partner surface (the loader, the widgets and their options) this
 * build keeps unchanged: their folders serve the same files. 2.0.0 changed only what integrators
 * calling the platform API see, so `/embed/v1/` pages keep working (CHANGELOG.md).
 */
const KEPT_MAJORS = [1] as const;

/**
 * Where the script-tag bundles are served: the latest (`/embed/`), the major version's
 * (`/embed/v2/`, what partners should pin) and the kept majors'. Frame pages sit in each, under
 * `frame/`.
 */
export const EMBED_PREFIXES = [
  '/embed/',
  ...[MAJOR_VERSION, ...KEPT_MAJORS].map((major) => `/embed/v${major}/`),
] as const;

/** Whether a request is for a frame page (it may be framed by the partner origins). */
export const isFramePath = (url: string) =>
  EMBED_PREFIXES.some((prefix) => url.startsWith(`${prefix}frame/`));

const WIDGET_NAME = /^[a-z][a-z-]{0,40}$/;

/** Whether `name` is a widget name's shape (the build's `dist/embed/<name>.js` must exist too). */
export const isFrameWidgetName = (name: string) => WIDGET_NAME.test(name);

/** The brand's partner origins from CROUPIER_PARTNER_ORIGINS (the sandbox's rule: exact origins only). */
export function partnerOriginsFromEnv(env: Record<string, string | undefined>): string[] {
  return partnerOriginList(env.CROUPIER_PARTNER_ORIGINS);
}

/** The HTML of one frame page; JSON is escaped so no value can close its script tag. */
export function framePage(config: { widget: string; merchant: string; partnerOrigins: string[] }): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Croupier</title>
<style>html,body{margin:0;background:transparent}#croupier-frame{display:block}</style>
<script type="application/json" id="croupier-frame-config">${json}</script>
<script type="module" src="../frame.js"></script>
</head>
<body><div id="croupier-frame"></div></body>
</html>`;
}
