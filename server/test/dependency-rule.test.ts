import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Fixture files (path under the repository, imported module) that must fail the lint. */
const BACKWARD: [file: string, imports: string][] = [
  ['server/src/db/prepare.ts', '../catalogue/genres.js'],
  ['server/src/db/sqlite/search.ts', '../../catalogue/queries.js'],
  // The search plan calls the engines through db/search-reads.ts; they never call it.
  ['server/src/catalogue/search/typo-plan.ts', '../../db/postgres/search.js'],
  ['server/src/catalogue/search/tier-groups.ts', '../../db/sqlite/search.js'],
  ['server/src/db/postgres/term-groups.ts', '../../catalogue/search/typo-plan.js'],
  ['server/src/accounts/service.ts', '../import/demo/seed.js'],
  ['server/src/library/film-files.ts', '../community/service.js'],
  ['server/src/catalogue/service.ts', '../downloads/service.js'],
  ['server/src/community/service.ts', '../import/scan.js'],
  ['server/src/import/scan.ts', '../community/service.js'],
  ['server/src/admin/service.ts', '../startup/prepare.js'],
  ['server/src/http/errors.ts', '../app.js'],
  ['server/src/config/limits.ts', '../downloads/engine.js'],
  // The web: a feature imports neither app/ nor another feature; ui, lib, api and texts nothing.
  ['web/src/catalogue/film-card.tsx', '../admin/card-slots'],
  ['web/src/community/use-film-change.ts', '../catalogue/api'],
  ['web/src/downloads/queue-menu.tsx', '../account/session'],
  ['web/src/catalogue/list-screen.tsx', '../app/query-client'],
  ['web/src/ui/notice-text.tsx', '../community/api'],
  ['web/src/lib/session.ts', '../account/api'],
  ['web/src/api/query-keys.ts', '../app/query-client'],
  ['web/src/texts.ts', './catalogue/settings'],
];

/** Imports that point down, which the same rule must let through. */
const DOWNWARD: [file: string, imports: string][] = [
  ['server/src/db/migrate.ts', './connection.js'],
  ['server/src/catalogue/routes.ts', '../accounts/guards.js'],
  ['server/src/catalogue/search/catalogue-search.ts', '../../db/search-reads.js'],
  ['server/src/catalogue/queries.ts', './search/catalogue-search.js'],
  ['server/src/community/service.ts', '../library/film-files.js'],
  ['server/src/import/demo/seed.ts', '../../catalogue/genres.js'],
  ['server/src/admin/service.ts', '../import/scan.js'],
  ['server/src/startup/catalogue-cli.ts', '../community/service.js'],
  ['server/src/app.ts', './admin/plugin.js'],
  ['web/src/catalogue/film-list.tsx', './extensions'],
  ['web/src/community/use-marks.ts', '../lib/session'],
  ['web/src/admin/api.ts', '../api/query-keys'],
  ['web/src/downloads/card-slots.tsx', '../ui/button'],
  ['web/src/account/api.ts', '../texts'],
  ['web/src/ui/notice-text.tsx', '../lib/film-path'],
  ['web/src/app/film-screen.tsx', '../community/film-actions'],
  ['web/src/app/catalogue-extensions.ts', '../admin/card-slots'],
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

/**
 * Lints fixture files with the project's biome.json in a scratch copy of the tree's layout, so
 * a deliberately backward import never sits in the real tree.
 */
async function lintFixtures(fixtures: [string, string][]): Promise<Diagnostic[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-lint-'));
  fs.copyFileSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
  for (const [file, imports] of fixtures) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const body = `import { x } from '${imports}';\n\nexport const y = x;\n`;
    fs.writeFileSync(path.join(dir, file), body);
  }
  const stdout = await new Promise<string>((resolve) => {
    execFile(
      BIOME,
      ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd: dir },
      (_error, out) => resolve(out),
    );
  }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');
}

describe('the dependency rule (biome.json, noRestrictedImports)', () => {
  it('fails each import that points back up the layers', async () => {
    const flagged = (await lintFixtures(BACKWARD)).map((d) => d.location.path).sort();
    expect(flagged).toEqual(BACKWARD.map(([file]) => file).sort());
  });

  it('lets imports that point down through', async () => {
    expect(await lintFixtures(DOWNWARD)).toEqual([]);
  });
});
