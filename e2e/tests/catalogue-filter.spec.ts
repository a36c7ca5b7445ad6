import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CatalogueUi, openWithSettings, signIn, wholeNumber } from './catalogue-ui';

interface Page {
  pelis: { nom: string; numed2: number }[];
  total: number;
  ocultas?: number;
}

const busq = async (request: APIRequestContext, path: string): Promise<Page> => {
  const answer = await request.get(`/api/lista/busq/${path}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Page;
};

/**
 * A film without files whose title finds no film with files: what 'Sólo descargables' hides
 * entirely. Looked up through the API, so the spec does not depend on the demo's order.
 */
async function filmOnlyTheFilterHides(request: APIRequestContext): Promise<string> {
  const popular = await busq(request, 'false/false/0/1111111/i250?n=500');
  for (const film of popular.pelis.filter((candidate) => candidate.numed2 === 0)) {
    const text = encodeURIComponent(film.nom);
    const filtered = await busq(request, `true/false/0/1111111/all/${text}`);
    if (filtered.total === 0 && (filtered.ocultas ?? 0) > 0) return film.nom;
  }
  throw new Error('no film without files found');
}

test.describe("'Sólo descargables' never hides a film silently", () => {
  test('a visitor finds a film that has no files, with no filter to see', async ({ page }) => {
    const ui = new CatalogueUi(page);
    const title = await filmOnlyTheFilterHides(page.request);
    // The issue's own case, when the demo holds it: 'amelie' finds Amélie.
    const amelie = await busq(page.request, 'false/false/0/1111111/all/amelie');
    const [text, expected] = amelie.pelis.some((film) => film.nom === 'Amélie' && !film.numed2)
      ? ['amelie', 'Amélie']
      : [title, title];
    await page.goto(`/all/${encodeURIComponent(text)}`);
    await expect(ui.titles.filter({ hasText: expected }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/all/${encodeURIComponent(text)}`);
    await expect(page.getByRole('button', { name: /Quitar el filtro/ })).toHaveCount(0);
  });

  test('a member whose filter hides every match sees the hidden films, marked, and can drop the filter', async ({
    page,
    baseURL,
  }) => {
    const ui = new CatalogueUi(page);
    const title = await filmOnlyTheFilterHides(page.request);
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    // Only the filter hid the films: the search stays on the films, not on people, and shows
    // them below a line that says so (issue 47), each marked as having no files.
    await page.goto(`/all/${encodeURIComponent(title)}`);
    const hint = page.locator('.hidden-by-filter');
    await expect(hint).toContainText(/«Sólo descargables» oculta .* coincide/);
    expect(new URL(page.url()).pathname).toMatch(/^\/all\//);
    const tile = ui.tiles.filter({ hasText: title }).first();
    await expect(tile).toBeVisible();
    await expect(tile.locator('.tile-mark')).toHaveText('Sin archivos');
    await hint.getByRole('button', { name: 'Quitar el filtro «Sólo descargables»' }).click();
    await expect(ui.titles.filter({ hasText: title }).first()).toBeVisible();
    await expect(hint).toHaveCount(0);
    await expect(page.locator('.tile-mark')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('soloDesc'))).toBe('false');
  });

  test('the count line names the filter as a chip that removes it', async ({ page, baseURL }) => {
    const ui = new CatalogueUi(page);
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    await page.goto('/all');
    await expect(ui.tiles.first()).toBeVisible();
    const total = (line: string) => wholeNumber(/de ([\d.]+) películas/.exec(line)?.[1]);
    const only = total(await ui.count.innerText());
    await expect(page.locator('.hidden-by-filter')).toContainText('películas más sin archivos');
    const chip = ui.count.getByRole('button', { name: 'Quitar el filtro «Sólo descargables»' });
    await chip.click();
    await expect.poll(async () => total(await ui.count.innerText())).toBeGreaterThan(only);
    await expect(chip).toHaveCount(0);
    await ui.openSettings();
    await expect(ui.settingsMenu.getByLabel('Sólo descargables')).not.toBeChecked();
  });

  test("a person's head counts every film; the filmography what it shows and what the filter hid", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const found = await page.request.get('/api/lista/pers/eastwood');
    const { pers } = (await found.json()) as { pers: { imdb: number; nom: string }[] };
    const clint = pers.find((person) => person.nom === 'Clint Eastwood');
    if (!clint) throw new Error('Clint Eastwood is not in the demo catalogue');
    const person = await page.request.get(`/api/info/persona/${clint.imdb}`);
    const info = (await person.json()) as {
      papeles: { rol: string; total: number }[];
      total: number;
    };
    await page.goto(`/pelper/${clint.imdb}/Clint%20Eastwood`);
    // The head: every film of his, and in each role (what the filter hides included).
    await expect(page.locator('.person-career')).toHaveText(
      new RegExp(`^${info.total} películas, de \\d{4} a \\d{4}$`),
    );
    await expect(page.getByRole('list', { name: 'Papeles' }).getByRole('listitem')).toHaveCount(
      info.papeles.length,
    );
    // 'Sólo descargables' (on for a member) hides some of his films, and the filmography says so.
    const filmography = page.getByRole('region', { name: /^Filmografía/ });
    const shown = wholeNumber(
      /^[\d.]+/.exec(await filmography.locator('.role-count').innerText())?.[0],
    );
    expect(shown).toBeLessThan(info.total);
    await expect(filmography.locator('.hidden-by-filter')).toContainText(
      `Hay ${info.total - shown} películas más sin archivos, ocultas por «Sólo descargables».`,
    );
    await filmography.getByRole('button', { name: 'Mostrarlas' }).click();
    await expect(filmography.locator('.role-count')).toHaveText(`${info.total} películas`);
    await expect(filmography.locator('.tile')).toHaveCount(Math.min(info.total, 24));
    await expect(page.locator('.hidden-by-filter')).toHaveCount(0);
  });

  test('a filmography the filter emptied says why; one a genre emptied says so', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const keaton = '/pelper/36/Buster%20Keaton';
    const only = await page.request.get('/api/lista/busq/true/false/0/1111111/pelper/36');
    const { total, ocultas } = (await only.json()) as { total: number; ocultas?: number };
    // His films in the demo have no files: 'Sólo descargables' leaves none.
    expect({ total, hid: (ocultas ?? 0) > 0 }).toEqual({ total: 0, hid: true });
    await page.goto(keaton);
    const directing = page.getByRole('region', { name: /^Filmografía/ });
    await expect(directing.locator('.hidden-by-filter')).toContainText(
      `Hay ${ocultas} películas más sin archivos`,
    );
    await expect(directing.getByText('Ninguna con los ajustes actuales')).toHaveCount(0);

    await openWithSettings(page, keaton, { soloDesc: false, generos: 'AN' });
    await expect(directing.getByText('Ninguna con los ajustes actuales')).toBeVisible();
    await expect(directing.locator('.hidden-by-filter')).toHaveCount(0);
  });
});
