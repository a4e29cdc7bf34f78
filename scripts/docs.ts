import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { openApiDocument } from './docs/openapi';
import { renderApiPage } from './docs/api-page';

/**
 * `npm run docs`: the platform API reference (OpenAPI JSON and a readable page) from the contract
 * table, and the SDK reference (typedoc) from the SDK's doc comments, into dist/docs.
 */
const out = 'docs';
mkdirSync(join(out, 'platform-api'), { recursive: true });
const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
const document = openApiDocument(version);
writeFileSync(join(out, 'platform-api', 'openapi.json'), JSON.stringify(document, null, 2));
writeFileSync(join(out, 'platform-api', 'index.html'), renderApiPage(document));
console.log(`Platform API reference: ${Object.keys(document.paths).length} paths → ${out}/platform-api/`);

if (!process.argv.includes('--no-typedoc')) {
  const result = spawnSync('npx', ['typedoc', '--options', 'typedoc.json'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
