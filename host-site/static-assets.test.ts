// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../scripts/precompress';
import { serveHostAssets } from './static-assets';

/** A built host folder in miniature, compressed as the build compresses dist/host. */
const SCRIPT = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `game-${i}`))};\n`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'croupier-host-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  expect(precompress(dir).files).toBe(1);
  app = Fastify();
  await serveHostAssets(app, dir);
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it('sends a browser that accepts brotli the brotli copy, and says so', async () => {
  const answer = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['content-type']).toMatch(/javascript/);
  expect(answer.headers.vary).toMatch(/accept-encoding/i);
  expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
});

it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
  const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  const plain = await get('/assets/index-Ab12Cd34.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

it('caches content-named assets for good and the rest for an hour', async () => {
  expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  const robots = await get('/robots.txt', 'br');
  expect(robots.headers['content-encoding']).toBeUndefined();
  expect(robots.headers['cache-control']).toBe('public, max-age=3600');
});
