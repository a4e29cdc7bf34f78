// Build plugin (Vite and rollup): in browser bundles, endpoint definitions keep their routes and
// flags but drop their request and response schemas, summaries and descriptions, which only the sandbox, the
// docs and the tests read; widget definitions drop their option schemas and summaries. The files are Prettier-formatted, so a property is its line at two spaces of
// indentation plus every deeper line after it.

/**
 * Calls without side effects, for the bundlers' tree-shaking (rollup's and rolldown's
 * `treeshake.manualPureFunctions`): a schema, or an endpoint no page calls, that nothing else
 * names leaves the bundle whole.
 */
export const PURE_CONTRACT_CALLS = ['Type', 'defineEndpoint', 'literalUnion'];

const ENDPOINTS = /[\\/]sdk[\\/]contract[\\/]endpoints[\\/][^\\/]+\.ts$/;

export function stripSchemas(source) {
  const lines = source.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^ {2}(request|response|summary|description|caller): /.test(lines[i])) {
      out.push(lines[i]);
      continue;
    }
    // The property goes whole (the types were checked before the build): skip the value's continuation lines (deeper indentation, or the closing of a multi-line call).
    while (i + 1 < lines.length && /^( {3,}| {2}[)\]}])/.test(lines[i + 1])) i++;
  }
  return out.join('\n');
}

export function stripSchemasPlugin() {
  return {
    name: 'strip-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINTS.test(id.split('?')[0])) return null;
      return { code: stripSchemas(code), map: null };
    },
  };
}

/**
 * What the browser never reads, per kind of definition file: an endpoint's schemas and summary,
 * and a widget's option schema and summary (they feed the types, the docs and the tests).
 */
const COMPILED_STRIPS = [
  {
    file: ENDPOINTS,
    call: 'defineEndpoint',
    keys: ['request', 'response', 'summary', 'description', 'caller'],
  },
  { file: /[\\/]widgets[\\/][^\\/]+[\\/]widget\.tsx$/, call: 'defineWidget', keys: ['options', 'summary'] },
];

const keyOf = (property) => property.key?.name ?? property.key?.value;

/**
 * The definition a node holds, if any: the argument of `defineEndpoint(…)` / `defineWidget(…)`, or,
 * in an endpoint file, an endpoint written as a literal object (`{ name, method, path, … } satisfies
 * Endpoint`, as the VIP and rebate entries are, to keep defineEndpoint out of their chunks).
 */
function definitionOf(node, strip) {
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === strip.call)
    return node.arguments[0]?.type === 'ObjectExpression' ? node.arguments[0] : undefined;
  if (strip.call === 'defineEndpoint' && node.type === 'ObjectExpression') {
    const keys = new Set(node.properties.map(keyOf));
    if (keys.has('name') && keys.has('method') && keys.has('path')) return node;
  }
  return undefined;
}

/**
 * The same, on compiled JavaScript (rollup's TypeScript plugin compiles from disk, so the source
 * transform never reaches it): `defineEndpoint({ name, …, request: X, response: Y })` becomes
 * `defineEndpoint({ name, … })`, and likewise for `defineWidget`.
 */
export function stripSchemasAfterCompile() {
  return {
    name: 'strip-contract-schemas-compiled',
    transform(code, id) {
      const strip = COMPILED_STRIPS.find((s) => s.file.test(id));
      if (!strip) return null;
      const cuts = [];
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        const definition = definitionOf(node, strip);
        if (definition) {
          for (const property of definition.properties) {
            const key = keyOf(property);
            // The whole property goes, with the comma after it: a key left as `void 0` still
            // costs its bytes in every definition the page loads.
            if (strip.keys.includes(key))
              cuts.push([property.start, code.slice(property.end).match(/^\s*,?/)[0].length + property.end]);
          }
          // Definitions do not nest: nothing inside one (its schemas) is another.
          return;
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(this.parse(code));
      let result = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
        result = result.slice(0, start) + result.slice(end);
      return { code: result, map: null };
    },
  };
}
