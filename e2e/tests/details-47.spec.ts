import { expect, test } from '../fixtures';

/** Issue 47's smaller things that people see. */
test.describe('issue 47 details', () => {
  test('a search with no film and no person is not headed Personas', async ({ page }) => {
    await page.goto('/pers/zzqxjw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nada encontrado para «zzqxjw»',
    );
    await expect(page.getByText('Ningún resultado para esa búsqueda')).toBeVisible();
  });

  test('the film card shows genre names, never their codes', async ({ page }) => {
    const codes: string[] = [];
    page.on('console', () => {});
    await page.goto('/novedades');
    await page.locator('.tile a').first().click();
    const facts = page.locator('.film-card-head .film-facts');
    await expect(facts).toBeVisible();
    codes.push(await facts.innerText());
    expect(codes.join(' ')).not.toMatch(/\b[A-Z]{2}(, |$)/);
  });
});
