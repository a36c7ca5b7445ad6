import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test, workerServer } from '../fixtures';

/** The server's fixtures of the exports: the screen takes the very same files. */
const FIXTURES = path.resolve(import.meta.dirname, '../../server/test/fixtures/history');
/** Where the screenshots go when asked for (E2E_SHOTS_DIR). */
const SHOTS = process.env.E2E_SHOTS_DIR;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

async function signIn(page: Page, email: string) {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  const login = await page.request.post('/api/usuario/login/google', { data: { token } });
  expect(login.status()).toBe(200);
}

/**
 * A second 'Vertigo' of 1958 in the demo catalogue, so a Letterboxd row of that title is one
 * to choose (the demo has no two films of one title). Written as the owner's tools would, into
 * the server's database; left there, in no list and out of Novedades, where no other spec looks.
 */
function addTwinVertigo() {
  const { dataDir } = workerServer();
  const db = new Database(path.join(dataDir, 'cineclub.sqlite'));
  try {
    // Dated long ago: it stays out of Novedades, which other specs look at.
    const longAgo = Date.UTC(2000, 0, 1) / 1000;
    db.prepare(
      `INSERT INTO film (imdb, nom, nomo, nomen, anio, dura, rate, added_at, listed_at)
       SELECT 9900001, 'Vértigo (cortometraje)', 'Vertigo', 'Vertigo', 1958, 12, NULL, ?, ?
       WHERE NOT EXISTS (SELECT 1 FROM film WHERE imdb = 9900001)`,
    ).run(longAgo, longAgo);
  } finally {
    db.close();
  }
}

test.describe('history import screen', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/importar');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Importar tu historial' }),
      ).toBeVisible();
      await expect(page.getByText('Importar tu historial es cosa de socios')).toBeVisible();
      await expect(page.getByLabel('Fichero exportado')).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/importar-fuera-${size.width}.png` });
    }
  });

  for (const size of SIZES) {
    test(`at ${size.width} px: from the user menu, a Letterboxd file, its counts and a choice`, async ({
      page,
    }) => {
      addTwinVertigo();
      await page.setViewportSize(size);
      await signIn(page, `importa-${size.width}@demo.local`);
      await page.goto('/novedades');
      await page.getByRole('button', { name: /Cuenta de/ }).click();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu-${size.width}.png` });
      await page.getByRole('link', { name: 'Importar mi historial' }).click();
      await expect(page).toHaveURL(/\/importar$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Importar tu historial' }),
      ).toBeVisible();

      await page
        .getByLabel('Fichero exportado')
        .setInputFiles(path.join(FIXTURES, 'letterboxd/ratings.csv'));
      const summary = page.locator('.history-summary');
      await expect(
        summary.getByRole('heading', { name: 'Letterboxd: 5 filas leídas' }),
      ).toBeVisible();
      const count = (label: string) =>
        summary.locator('.history-counts div', { hasText: label }).locator('dd');
      await expect(count('Importadas')).toHaveText('3');
      await expect(count('Ya estaban')).toHaveText('0');
      await expect(count('No encontradas')).toHaveText('1');
      await expect(count('Por elegir')).toHaveText('1');
      await expect(count('Filas ilegibles')).toHaveText('1');
      const search = summary
        .getByRole('listitem')
        .filter({ hasText: 'Una película que no existe' })
        .getByRole('link', { name: 'Buscar' });
      await expect(search).toHaveAttribute('href', /^\/all\/Una%20pel/);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/importar-${size.width}.png`, fullPage: true });
      // The counts, the lists and the choices as axe reads them: nothing serious or critical.
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
      ).toEqual([]);

      const vertigo = page.getByRole('group', { name: 'Vertigo (1958)' });
      await expect(vertigo.getByRole('radio')).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Guardar lo elegido' })).toBeDisabled();
      await vertigo.getByRole('radio', { name: /cortometraje/ }).check();
      await page.getByRole('button', { name: 'Guardar lo elegido' }).click();
      await expect(page.getByText('Añadida 1 película más.')).toBeVisible();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/importar-elegida-${size.width}.png`,
          fullPage: true,
        });

      // The same file again: everything is already there.
      await page.getByRole('button', { name: 'Importar otro fichero' }).click();
      await page
        .getByLabel('Fichero exportado')
        .setInputFiles(path.join(FIXTURES, 'letterboxd/ratings.csv'));
      await expect(count('Importadas')).toHaveText('0');
      await expect(count('Ya estaban')).toHaveText('3');
    });
  }

  test('a file that is no export says why', async ({ page }) => {
    await signIn(page, 'importa-mal@demo.local');
    await page.goto('/importar');
    await page.getByLabel('Fichero exportado').setInputFiles({
      name: 'notas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('hola,adios\n1,2\n'),
    });
    await expect(page.getByRole('alert')).toContainText('no parece una exportación');
  });
});
