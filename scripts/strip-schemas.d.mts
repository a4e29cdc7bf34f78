/** Drops `request` and `response` schema expressions from an endpoint file's source. */
export function stripSchemas(source: string): string;
/** The Vite/rollup plugin that applies {@link stripSchemas} to sdk/contract/endpoints/*. */
export function stripSchemasPlugin(): {
  name: string;
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
};
/** The rollup plugin that strips schemas from compiled endpoint files. */
export function stripSchemasAfterCompile(): {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
};
/** Calls without side effects, for the bundlers' `treeshake.manualPureFunctions`. */
export const PURE_CONTRACT_CALLS: string[];
