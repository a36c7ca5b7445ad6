import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles a benchmark's server entry as `npm run build` bundles main.ts (registry packages
 * external), so that its memory is that of the shipped server rather than of tsx compiling on the
 * fly. The bundle sits under node_modules/.cache (so that its imports resolve); answers its path.
 */
export async function bundleServer(entry: string, name: string): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..');
  const outfile = path.join(root, 'node_modules/.cache', name, 'server.mjs');
  const serverPackage = JSON.parse(
    fs.readFileSync(path.join(root, 'server/package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string> };
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: Object.keys(serverPackage.dependencies ?? {}),
    logLevel: 'warning',
  });
  return outfile;
}
