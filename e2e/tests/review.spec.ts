import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/**
 * The year in review (issue 32) on the demo: its members' history (club-activity.json) spreads
 * over the year before the demo's first start, and their newest scores fall in its last weeks.
 * Socio's newest two fall 5 and 7 days back, so the year is the one of a week ago (the same but
 * in the first days of January).
 */
const YEAR = new Date(Date.now() - 8 * 86_400_000).getFullYear();
const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed out, the year asks to sign in and calls nothing refused', async ({
      page,
    }, info) => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 401) refused.push(response.url());
      });
      await page.goto(`/club/resumen/${YEAR}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Resumen de ${YEAR}` }),
      ).toBeVisible();
      await expect(page.locator('.sign-in-prompt')).toHaveText(
        /^El resumen del año es para los socios/,
      );
      await expect(page).toHaveTitle(`Resumen de ${YEAR} · Cineclub`);
      expect(refused).toEqual([]);
      await noSidewaysScroll(page);
      await page.screenshot({ path: info.outputPath(`resumen-fuera-${size.name}.png`) });
    });

    test("signed in, the member's year and the club's, with drawn charts", async ({
      page,
      baseURL,
    }, info) => {
      await signIn(page, baseURL ?? '', 'socio@demo.local');
      const answer = await page.request.get(`/api/club/resumen/${YEAR}`);
      const { suyo } = (await answer.json()) as { suyo: { notas: number; meses: number[] } };
      await page.goto(`/club/resumen/${YEAR}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Tu año' })).toBeVisible();
      const rated = page.locator('.review-figure', { hasText: 'Puntuadas' });
      await expect(rated.locator('strong')).toHaveText(String(suyo.notas));
      const months = page.getByRole('img', { name: 'Películas por mes' });
      await expect(months).toBeVisible();
      const bars = await months.locator('.review-chart-bar').count();
      expect(bars).toBe(suyo.meses.filter((films) => films > 0).length);
      // The demo's history gives the year its shape: films in several months, not one (once
      // the year has had several).
      if (new Date(Date.now() - 8 * 86_400_000).getMonth() >= 4) expect(bars).toBeGreaterThan(3);
      await expect(page.getByRole('img', { name: 'Tus notas' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'El año del club' })).toBeVisible();
      const best = page.locator('.review-card', { hasText: 'Las mejor puntuadas' });
      // The demo's members rate several films three times or more this year: the club's best.
      const bestFilms = best.getByRole('listitem');
      await expect(bestFilms.first()).toContainText(/\d+,\d de media, \d+ notas/);
      expect(await bestFilms.count()).toBeGreaterThan(1);
      await expect(page.getByRole('link', { name: String(YEAR), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await noSidewaysScroll(page);
      await page.screenshot({ path: info.outputPath(`resumen-${size.name}.png`), fullPage: true });

      await best.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/peli\/\d+\//);
    });
  });
}

test('the user menu opens the current year, and a year to come is refused in words', async ({
  page,
  baseURL,
}) => {
  const thisYear = new Date().getFullYear();
  await signIn(page, baseURL ?? '', 'socio@demo.local');
  await page.goto('/novedades');
  await page.getByRole('button', { name: 'Cuenta de socio@demo.local' }).click();
  await page.getByRole('link', { name: `Resumen de ${thisYear}` }).click();
  await expect(page).toHaveURL(new RegExp(`/club/resumen/${thisYear}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Resumen de ${thisYear}` }),
  ).toBeVisible();
  await page.goto(`/club/resumen/${thisYear + 1}`);
  await expect(page.getByRole('alert')).toHaveText(`El año ${thisYear + 1} aún no ha llegado`);
  await page.goto('/club/resumen/1989');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Esa dirección no es la de un año.',
  );
});

test("a member's shared year shows their name, and a year without activity says so", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? '', 'socio@demo.local');
  const answer = await page.request.get(`/api/club/resumen/${YEAR}`);
  expect(answer.ok()).toBe(true);
  const { socio } = (await answer.json()) as { socio: { id: number } };
  await signIn(page, baseURL ?? '', 'invitado@demo.local');
  await page.goto(`/club/resumen/${YEAR}/${socio.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Resumen de ${YEAR} de Socio (demo)`,
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'El año de Socio (demo)' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sus notas' })).toBeVisible();
  await page.goto('/club/resumen/2001');
  await expect(page.getByText('No viste ni puntuaste ninguna película en 2001.')).toBeVisible();
  await expect(page.getByText('El club no puntuó ninguna película en 2001.')).toBeVisible();
});
