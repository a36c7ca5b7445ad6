import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CatalogueUi, signIn } from './catalogue-ui';

/**
 * Issue 29: a search that forgives typos, names people ('Personas' strip) and is never a dead
 * end ('¿Quisiste decir…?'), against the real server and the demo catalogue.
 */

/** Searches from the header's box, as a person does (Enter, not the second's wait). */
async function search(page: Page, text: string): Promise<CatalogueUi> {
  const ui = new CatalogueUi(page);
  await ui.searchBox.fill(text);
  await ui.searchBox.press('Enter');
  return ui;
}

function strip(page: Page) {
  return page.getByRole('region', { name: 'Personas' });
}

function didYouMean(page: Page) {
  return page.getByRole('region', { name: '¿Quisiste decir…?' });
}

test.describe('a search that forgives', () => {
  for (const [typed, title] of [
    ['interstelar', 'Interstellar'],
    ['el padirno', 'El padrino'],
    ['casablanka', 'Casablanca'],
  ] as const) {
    test(`a misspelt title finds its film: '${typed}' → ${title}`, async ({ page }) => {
      await page.goto('/novedades');
      const ui = await search(page, typed);
      await expect(page).toHaveURL(`/all/${encodeURIComponent(typed)}`);
      await expect(ui.heading(`Búsqueda: ${typed}`)).toBeVisible();
      expect((await ui.shownTitles()).slice(0, 3)).toContain(title);
    });
  }

  for (const [typed, name, film] of [
    ['almodobar', 'Pedro Almodóvar', 'Volver'],
    ['kubrik', 'Stanley Kubrick', 'El resplandor'],
  ] as const) {
    test(`a misspelt name shows the 'Personas' strip over their films: '${typed}'`, async ({
      page,
    }) => {
      await page.goto('/novedades');
      const ui = await search(page, typed);
      await expect(page).toHaveURL(`/all/${typed}`);
      expect(await ui.shownTitles()).toContain(film);
      const person = strip(page).getByRole('link', { name: new RegExp(`^${name}`) });
      // Their films per role, directed ones first.
      await expect(person).toHaveText(new RegExp(`^${name} Dirección \\d+`));
      // The strip comes before the films.
      const stripBox = await strip(page).boundingBox();
      const tileBox = await ui.tiles.first().boundingBox();
      expect(stripBox && tileBox && stripBox.y + stripBox.height <= tileBox.y).toBe(true);
      await person.click();
      await expect(page).toHaveURL(/\/pelper\/\d+\//);
      await expect(ui.heading(name)).toBeVisible();
    });
  }

  test('a title search shows no strip of people', async ({ page }) => {
    const ui = new CatalogueUi(page);
    await page.goto('/all/interstellar');
    expect(await ui.shownTitles()).toContain('Interstellar');
    // The suggestions are asked for with the films; once they came, no strip appeared.
    await page.waitForLoadState('networkidle');
    await expect(strip(page)).toHaveCount(0);
  });

  test("a hopeless search ends on the people page with '¿Quisiste decir…?' and a way back", async ({
    page,
  }) => {
    const ui = new CatalogueUi(page);
    await page.goto('/novedades');
    await search(page, 'casablankaxx');
    await expect(page).toHaveURL('/pers/casablankaxx');
    await expect(page.getByText('Ningún resultado para esa búsqueda')).toBeVisible();
    const offered = didYouMean(page);
    await expect(offered.getByRole('heading', { name: '¿Quisiste decir…?' })).toBeVisible();
    // Titles lead to their card, people to their page.
    const links = offered.getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/(peli|pelper)\/\d+\//);
    }
    const film = offered.getByRole('link', { name: /^Casablanca/ });
    await expect(film).toHaveAttribute('href', /^\/peli\/\d+\/casablanca$/);
    await film.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Casablanca' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Ver todas las películas' }).click();
    await expect(page).toHaveURL('/all');
    await expect(ui.heading('Todas las películas')).toBeVisible();
  });
});

test.describe('the header box keeps what was typed', () => {
  test('on the people page a search without films goes to, and on reloads', async ({ page }) => {
    await page.goto('/novedades');
    const ui = await search(page, 'zzqxwv');
    await expect(page).toHaveURL('/pers/zzqxwv');
    await expect(ui.searchBox).toHaveValue('zzqxwv');
    await page.reload();
    await expect(ui.heading('Nada encontrado para «zzqxwv»')).toBeVisible();
    await expect(ui.searchBox).toHaveValue('zzqxwv');
    // A search address loaded directly, which redirects before the header is drawn.
    await page.goto('/all/zzqxwv');
    await expect(page).toHaveURL('/pers/zzqxwv');
    await expect(ui.searchBox).toHaveValue('zzqxwv');
    await page.goto('/all/el%20padrino');
    await expect(ui.searchBox).toHaveValue('el padrino');
  });

  test('signed in too, and refining from the people page searches again', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    await page.goto('/all/zzqxwv');
    const ui = new CatalogueUi(page);
    await expect(ui.searchBox).toHaveValue('zzqxwv');
    await ui.searchBox.fill('kane');
    await ui.searchBox.press('Enter');
    await expect(page).toHaveURL('/all/kane');
    await expect(ui.searchBox).toHaveValue('kane');
  });
});

test.describe('the suggestions are an extra', () => {
  test('a search works without them', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The call fails on the way (a dropped connection), not in our server.
    await page.route('**/api/lista/sugiere/**', (route) => route.abort('connectionreset'));
    const ui = new CatalogueUi(page);
    await page.goto('/all/almodovar');
    expect(await ui.shownTitles()).toContain('Volver');
    await expect(strip(page)).toHaveCount(0);
    await page.goto('/all/zzqxwv');
    await expect(page.getByText('Ningún resultado para esa búsqueda')).toBeVisible();
    await expect(didYouMean(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver todas las películas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a Novedades' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
