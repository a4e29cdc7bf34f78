// An ESLint rule for DESIGN.md's layers. Glob patterns over import strings miss `../../client/x`
// from a deeper folder; this rule resolves every relative import to the file it names and asks
// whether that file's layer may be imported from here, at any depth.
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { PATH_ALIASES } from './path-aliases.mjs';

const ROOT = process.cwd();

/** Where a repository path sits: its top folder, and the folder (or file) just below it. */
function placeOf(path) {
  const [top, part = ''] = path.split('/');
  if (top === 'host-site') return { top: path.startsWith('host-site/src/') ? 'host' : 'host-server', part };
  return { top, part };
}

/** The import's target as a repository path (a folder import names the folder), or null for a package. */
function targetOf(filename, source) {
  const alias = Object.keys(PATH_ALIASES).find((prefix) => source.startsWith(prefix));
  if (!alias && !source.startsWith('.')) return null;
  const file = source.replace(/\?.*$/, '');
  const absolute = alias
    ? resolve(ROOT, PATH_ALIASES[alias] + file.slice(alias.length))
    : resolve(dirname(filename), file);
  const path = relative(ROOT, absolute).split(sep).join('/');
  return existsSync(absolute) && statSync(absolute).isDirectory() ? `${path}/index` : path;
}

const isStylesheet = (path) => path.endsWith('.css');
/** What a widget folder offers others: its index (and its stylesheets, which are public assets). */
const isPublicOfWidget = (path) => /^widgets\/[^/]+\/index(\.tsx?)?$/.test(path) || isStylesheet(path);

/** What the script-tag runtime and the React adapter share to mount a widget (and to theme it like its page). */
const MOUNT_PIECES = ['widgets/embed/shadow-mount', 'widgets/embed/widget-root', 'widgets/embed/page-theme'];

/**
 * The sandbox's wings, and whom each may import: the ground floor (core: database, http, ciphers,
 * sessions, rate limits, clock, context, config) knows no domain; the platform's domains stand on it;
 * the demo game vendor calls the platform; the tools (switches, seed) and the app reach anything.
 */
const WING_MAY_IMPORT = {
  core: ['core'],
  platform: ['core', 'platform'],
  vendor: ['core', 'platform', 'vendor'],
};

/**
 * Whether `inner` (a file of a platform domain) is a door for `from`: a domain's index.ts is its door
 * for everyone; the platform's handler table (platform/handlers.ts) registers each domain's
 * handlers files, which nobody else imports.
 */
const isDoor = (from, inner) =>
  inner === 'index' || (from === 'sandbox/platform/handlers.ts' && /handlers$/.test(inner));

/** What of the SDK the platform shares with the browser: the wire, and the rules both sides apply. */
const SDK_THE_SANDBOX_SHARES = ['contract', 'shared-rules'];

/** Why `from` may not import `to`, or undefined when it may. */
export function layerViolation(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.top === 'sdk') {
    if (b.top !== 'sdk') return 'the SDK imports only the SDK';
    if (a.part === 'contract' && b.part !== 'contract') return 'sdk/contract imports nothing else of the SDK';
    if (a.part === 'shared-rules' && b.part !== 'contract' && b.part !== 'shared-rules')
      return 'sdk/shared-rules imports only the contract';
    if (a.part === 'rules' && !['contract', 'shared-rules', 'rules'].includes(b.part))
      return 'sdk/rules imports only the contract and the shared rules';
    return undefined;
  }
  if (a.top === 'sandbox') {
    if (b.top === 'sdk')
      return SDK_THE_SANDBOX_SHARES.includes(b.part)
        ? undefined
        : 'the sandbox reaches the SDK only through sdk/contract and sdk/shared-rules';
    if (b.top !== 'sandbox') return 'the sandbox imports only itself, sdk/contract and sdk/shared-rules';
    const domain = to.match(/^sandbox\/platform\/([^/]+)\/(.+)$/);
    if (domain && !from.startsWith(`sandbox/platform/${domain[1]}/`) && !isDoor(from, domain[2]))
      return `enter sandbox/platform/${domain[1]} through its door (its index.ts), not its files`;
    const allowed = WING_MAY_IMPORT[a.part];
    if (allowed && !allowed.includes(b.part))
      return `sandbox/${a.part} may import only ${allowed.map((w) => `sandbox/${w}`).join(', ')} (the wings of docs/architecture.md)`;
    return undefined;
  }
  if (a.top === 'widgets') {
    if (b.top === 'sdk') return undefined;
    if (b.top !== 'widgets') return 'widgets use the SDK and widgets/ui only';
    if (b.part === 'ui' || b.part === a.part) return undefined;
    // The widget table loads each widget's definition; the script-tag runtime reads the table.
    if (a.part === 'widget-table.ts' && /^widgets\/[^/]+\/widget$/.test(to)) return undefined;
    if (a.part === 'embed' && to === 'widgets/widget-table') return undefined;
    // The React adapter is the runtime's second mount surface: it mounts as the script tag does.
    if (a.part === 'react' && (to === 'widgets/widget-table' || MOUNT_PIECES.includes(to))) return undefined;
    if (a.part === 'ui') return 'widgets/ui is the base of the widgets: it imports no widget';
    return isPublicOfWidget(to) ? undefined : "a widget uses another widget's index only, never its files";
  }
  if (a.top === 'host') {
    if (b.top === 'sdk' || b.top === 'host') return undefined;
    if (b.top === 'widgets')
      return b.part === 'ui' || isPublicOfWidget(to) || to === 'widgets/widget-table'
        ? undefined
        : "the host site uses a widget's index only, never its files";
    return 'the host site (browser code) uses the SDK and the widgets only';
  }
  return undefined;
}

/** Three or more `../` cross the repository's folders: that is what an alias is for. */
const climbsTooFar = (source) => /^(\.\.\/){3,}/.test(source);

const layers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      layer: '{{why}} (DESIGN.md): {{source}}',
      alias: `three or more ../ cross folders: import by alias (${Object.keys(PATH_ALIASES).join(', ')}) instead of {{source}}`,
    },
  },
  create(context) {
    const from = relative(ROOT, context.filename).split(sep).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (climbsTooFar(source)) context.report({ node: node.source, messageId: 'alias', data: { source } });
      const to = targetOf(context.filename, source);
      const why = to && layerViolation(from, to);
      if (why) context.report({ node: node.source, messageId: 'layer', data: { why, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { layers } };
