import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes a .br and a .gz beside each text file of the build, compressed once at their best
 * levels: the server sends them as they are to clients that accept them (`preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'cineclub-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? 'dist', fileName);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/admin': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads a screen's chunk on a first load of it
    // (server/src/web/page-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first load runs in one file. Left to itself Rolldown split what the
        // entry shares with the lazy screens into 15 files: over HTTP/1.1's six connections a
        // phone waited a round trip for each queued one, and its first paint came some 600 ms
        // later in Lighthouse's slow 4G (bench/results/2026-11-26-web.md). The lazy
        // screens import from it.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
