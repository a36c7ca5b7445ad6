import { expect, test } from '../fixtures';

test.describe('foundation', () => {
  test('the root and unknown paths redirect to /novedades', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/novedades$/);
    await page.goto('/esto/no/existe');
    await expect(page).toHaveURL(/\/novedades$/);
  });

  test('/novedades shows demo films with posters, titles and years', async ({ page }) => {
    await page.goto('/novedades');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Novedades' })).toBeVisible();
    const tiles = page.locator('.tile');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThan(10);
    const first = tiles.first();
    await expect(first.locator('img')).toHaveAttribute('src', /\/api\/peli\/poster\/\d+\?v=-?\d+$/);
    await expect(first.locator('.tile-year')).toHaveText(/^\d{4}$/);
    // The poster loads after the tile shows: read at once, a loaded machine could still be
    // fetching it (seen in CI).
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Spanish titles with accents come through intact.
    await expect(
      page
        .locator('.tile-title')
        .filter({ hasText: /[áéíóúñ]/ })
        .first(),
    ).toBeVisible();
  });

  test('the header has the Novedades link', async ({ page }) => {
    await page.goto('/novedades');
    await page.getByRole('banner').getByRole('link', { name: 'Novedades' }).click();
    await expect(page).toHaveURL(/\/novedades$/);
  });

  test('a router error shows the error screen with its message', async ({ page }) => {
    // The server is made to fail this one call, as a broken disk or database would.
    await page.route('**/api/lista/fecha/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Error interno del servidor',
        }),
      }),
    );
    await page.goto('/novedades');
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByText('Contacta con el jefe')).toBeVisible();
    await expect(page.getByText('Error interno del servidor')).toBeVisible();
  });
});
