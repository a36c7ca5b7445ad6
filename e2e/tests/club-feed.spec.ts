import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Saves a screenshot among the run's results, for a person to look at. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

/** Whether the page is no wider than the screen. */
function fitsWidth(page: Page, width: number) {
  return page.evaluate(
    (screen) => document.documentElement.scrollWidth <= Math.min(window.innerWidth, screen),
    width,
  );
}

test.describe('the club feed, /club', () => {
  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    test(`asks a visitor to sign in (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/club');
      await expect(page.getByRole('heading', { name: 'Actividad del club' })).toBeVisible();
      await expect(page.locator('.sign-in-prompt')).toContainText('inicia sesión');
      await expect(page.locator('.feed-entry')).toHaveCount(0);
      await expect(page.locator('.header-nav').getByRole('link', { name: 'Club' })).toHaveCount(0);
      expect(await fitsWidth(page, viewport.width)).toBe(true);
      await shot(page, `club-signed-out-${size}`);
    });
  }

  test('shows the club activity to a member, from the header, with filters and paging', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(LAPTOP);
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    await page.goto('/novedades');
    await page.locator('.header-nav').getByRole('link', { name: 'Club' }).click();
    await expect(page).toHaveURL(/\/club$/);
    await expect(page.getByRole('heading', { name: 'Actividad del club' })).toBeVisible();
    const entries = page.locator('.feed-entry');
    await expect(entries).toHaveCount(20);
    await shot(page, 'club-signed-in-laptop');

    // The newcomer of the demo, with their first week, links to their page.
    const newcomer = page.locator('.feed-alta', { hasText: 'Pablo (demo)' });
    await expect(newcomer).toContainText('Es su primera semana');
    await expect(newcomer.getByRole('link', { name: 'Pablo (demo)' })).toHaveAttribute(
      'href',
      /^\/socio\/\d+$/,
    );
    // A rating links to the film's card.
    const rating = page.locator('.feed-nota', { hasText: 'Pablo (demo)' }).first();
    await rating.locator('.feed-film').click();
    await expect(page).toHaveURL(/\/peli\/\d+\//);
    await page.goBack();

    // 'Ver más' brings the next page below.
    await page.getByRole('button', { name: 'Ver más' }).click();
    await expect(entries).toHaveCount(40);

    await page.getByRole('link', { name: 'Peticiones', exact: true }).click();
    await expect(page).toHaveURL(/\/club\?ver=peticiones$/);
    await expect(page.getByRole('link', { name: 'Peticiones', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('.feed-peticion', { hasText: 'Lucía (demo) pidió' })).toBeVisible();
    await expect(
      page.locator('.feed-peticion', { hasText: 'Andrés (demo) y Marta (demo) pidieron' }),
    ).toBeVisible();
    await expect(page.locator('.feed-entry:not(.feed-peticion)')).toHaveCount(0);
    await shot(page, 'club-requests-laptop');

    await page.getByRole('link', { name: 'Llegadas', exact: true }).click();
    // One film a day in the demo; other tests may have brought more today.
    await expect(page.locator('.feed-llegada').first()).toContainText(
      /Llegó a los discos|Llegaron \d+ películas a los discos/,
    );
    await expect(page.locator('.feed-entry:not(.feed-llegada)')).toHaveCount(0);

    await page.getByRole('link', { name: 'Notas', exact: true }).click();
    await expect(page.locator('.feed-nota').first()).toBeVisible();
    await expect(page.locator('.feed-entry:not(.feed-nota)')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/club\?ver=llegadas$/);
  });

  test('fits a phone, reached from the header menu', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    await page.goto('/novedades');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.locator('.header-nav').getByRole('link', { name: 'Club' }).click();
    await expect(page).toHaveURL(/\/club$/);
    await expect(page.locator('.feed-entry')).toHaveCount(20);
    expect(await fitsWidth(page, PHONE.width)).toBe(true);
    await shot(page, 'club-signed-in-phone');
    await page.locator('.feed-llegada').first().scrollIntoViewIfNeeded();
    await shot(page, 'club-signed-in-phone-arrivals');
  });
});
