import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test as plain } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The web bundle carries no zod (docs/architecture.md, 'Bundle'): one value the web takes from
 * a contract module that also builds schemas brings the whole library into the first load.
 */
plain('no script of the built web app carries zod', () => {
  const assets = path.resolve(import.meta.dirname, '../../web/dist/assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withZod = scripts.filter((name) =>
    fs.readFileSync(path.join(assets, name), 'utf8').includes('._zod.'),
  );
  expect(withZod).toEqual([]);
});

/** Issue 47: the screens the first page does not draw load when they are opened. */
const FIRST_LOAD_BUDGET = 140 * 1024;

test('a first visit to /novedades runs at most 140 KB of JavaScript, gzip -9', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto('/novedades');
  await expect(page.locator('.tile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip -9 (${sizes.length} files)`,
  );
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
});
