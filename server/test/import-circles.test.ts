import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The source folders that must hold no import circle, each with the tsconfig that resolves its
 * imports ('./x.js' to './x.ts'). Type-only imports are left out (`skipTypeImports`): they are
 * erased at build, so only a circle of value imports can leave a module half-loaded.
 */
const FOLDERS = ['server', 'web', 'contract'];

describe('import circles (madge)', () => {
  it.each(FOLDERS)('%s/src has none, counting value imports', async (folder) => {
    const graph = await madge(path.join(ROOT, folder, 'src'), {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(ROOT, folder, 'tsconfig.json'),
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    });
    // A folder read as empty (a resolution gone wrong) would pass for the wrong reason.
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(20);
    expect(graph.circular()).toEqual([]);
  });
});
