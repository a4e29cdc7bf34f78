/**
 * Browser builds alias '@sinclair/typebox' to this file. The client needs each endpoint's method,
 * path and flags, never its schemas, so every builder returns an empty object and TypeBox (11 KB
 * gzip) stays out of the page. Types still come from the real package at type-check time; the
 * sandbox, the docs and the tests use the real builders.
 */
const builder = () => ({});
export const Type: Record<string, (...args: unknown[]) => object> = new Proxy({}, { get: () => builder });
