import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The web bundle carries no zod (docs/architecture.md, 'Bundle'): one value the web takes from
 * a contract module that also builds schemas brings the whole library into the first load.
 */
test('no script of the built web app carries zod', () => {
  const assets = path.resolve(import.meta.dirname, '../../web/dist/assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withZod = scripts.filter((name) =>
    fs.readFileSync(path.join(assets, name), 'utf8').includes('._zod.'),
  );
  expect(withZod).toEqual([]);
});
