import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PACKAGE_ENTRIES } from './package-shape.mjs';

/** Entry subpath → export name → the export's type as the compiler prints it. */
export type ApiSurface = Record<string, Record<string, string>>;

export const SURFACE_FILE = 'docs/api-surface.json';

/**
 * Types print with absolute import paths: the record keeps them relative to the repository, and a
 * package by its name wherever node_modules sits (a linked one resolves outside the repository).
 */
const portable = (text: string) =>
  text.replace(/"[^"]*\/node_modules\//g, '"').replaceAll(`${process.cwd()}/`, '');

/**
 * The public surface of the npm package: every export of every entry with its type. Recorded in
 * docs/api-surface.json; a test compares it with the code, so an export cannot disappear or change
 * shape unnoticed (that needs a major version, see CHANGELOG.md).
 */
export function apiSurface(): ApiSurface {
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.package.json',
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(
    PACKAGE_ENTRIES.map((e) => e.source),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;
  const surface: ApiSurface = {};
  for (const { subpath, source } of PACKAGE_ENTRIES) {
    const file = program.getSourceFile(source)!;
    const module = checker.getSymbolAtLocation(file)!;
    const exports: Record<string, string> = {};
    const record = (name: string, symbol: ts.Symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      // A namespace export (`export * as rules`) is recorded member by member.
      if (target.flags & ts.SymbolFlags.ValueModule) {
        for (const member of checker.getExportsOfModule(target)) record(`${name}.${member.name}`, member);
        return;
      }
      const declaration = target.declarations?.[0];
      const type = declaration
        ? target.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.Function | ts.SymbolFlags.Class)
          ? checker.getTypeOfSymbolAtLocation(target, declaration)
          : checker.getDeclaredTypeOfSymbol(target)
        : undefined;
      exports[name] = type ? portable(checker.typeToString(type, undefined, flags)) : 'unknown';
    };
    for (const symbol of checker.getExportsOfModule(module)) record(symbol.name, symbol);
    surface[subpath] = Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b)));
  }
  return surface;
}

/** `npx tsx scripts/api-surface.ts`: records today's surface with the package's version. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
  const surface = apiSurface();
  const recorded = JSON.parse(readFileSync(SURFACE_FILE, 'utf8')) as { version: string; surface: ApiSurface };
  const gone = Object.entries(recorded.surface).flatMap(([entry, exports]) =>
    Object.keys(exports)
      .filter((name) => surface[entry]?.[name] === undefined)
      .map((name) => `${entry} ${name}`),
  );
  // Removing an export breaks its callers: only a new major version may record that.
  if (gone.length > 0 && version.split('.')[0] === recorded.version.split('.')[0]) {
    console.error(
      `Removed within major ${recorded.version}: ${gone.join(', ')}. Bump the major version first.`,
    );
    process.exit(1);
  }
  writeFileSync(SURFACE_FILE, `${JSON.stringify({ version, surface }, null, 2)}\n`);
  console.log(`Recorded the public surface of ${version} in ${SURFACE_FILE}`);
}
