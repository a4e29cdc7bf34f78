// Build plugin (Vite and rollup): in browser bundles, endpoint definitions keep their routes and
// flags but drop their request and response schemas and summaries, which only the sandbox, the
// docs and the tests read. The files are Prettier-formatted, so a property is its line at two spaces of
// indentation plus every deeper line after it.

const ENDPOINTS = /[\\/]sdk[\\/]contract[\\/]endpoints[\\/][^\\/]+\.ts$/;

export function stripSchemas(source) {
  const lines = source.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const match = /^ {2}(request|response|summary): /.exec(lines[i]);
    if (!match) {
      out.push(lines[i]);
      continue;
    }
    out.push(`  ${match[1]}: undefined as never,`);
    // Skip the value's continuation lines (deeper indentation, or the closing of a multi-line call).
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
 * The same, on compiled JavaScript (rollup's TypeScript plugin compiles from disk, so the source
 * transform never reaches it): `defineEndpoint({ …, request: X, response: Y })` becomes
 * `defineEndpoint({ …, request: void 0, response: void 0 })`.
 */
export function stripSchemasAfterCompile() {
  return {
    name: 'strip-contract-schemas-compiled',
    transform(code, id) {
      if (!/[\\/]sdk[\\/]contract[\\/]endpoints[\\/][^\\/]+\.ts$/.test(id)) return null;
      const cuts = [];
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (
          node.type === 'CallExpression' &&
          node.callee.type === 'Identifier' &&
          node.callee.name === 'defineEndpoint'
        ) {
          for (const property of node.arguments[0]?.properties ?? []) {
            const key = property.key?.name ?? property.key?.value;
            if (key === 'request' || key === 'response' || key === 'summary')
              cuts.push([property.value.start, property.value.end]);
          }
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(this.parse(code));
      let result = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
        result = result.slice(0, start) + 'void 0' + result.slice(end);
      return { code: result, map: null };
    },
  };
}
