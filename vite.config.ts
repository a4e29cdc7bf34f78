import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brandFromEnv, brandScript } from './host-site/src/config/brand.ts';
import { stripSchemasPlugin } from './scripts/strip-schemas.mjs';

/** In development the brand (with its environment overrides) is written into the page here. */
function brandInDev(): Plugin {
  return {
    name: 'croupier-brand',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('<!--croupier-brand-->', brandScript(brandFromEnv(process.env))),
  };
}

export default defineConfig({
  root: 'host-site',
  plugins: [stripSchemasPlugin(), react(), brandInDev()],
  resolve: {
    // The page carries the contract's routes, not its schemas (see sdk/contract/schema-stub.ts).
    alias: [
      {
        find: /^@sinclair\/typebox$/,
        replacement: fileURLToPath(new URL('./sdk/contract/schema-stub.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist/host',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: { port: 8080, strictPort: true },
});
