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

  test('a member is told what the filter hid and shows it with one click', async ({
    page,
    baseURL,
  }) => {
    const ui = new CatalogueUi(page);
    const title = await filmOnlyTheFilterHides(page.request);
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    // Only the filter hid the films: the search stays on the films, not on people.
    await page.goto(`/all/${encodeURIComponent(title)}`);
    const hint = page.locator('.hidden-by-filter');
    await expect(hint).toContainText(/ocultas? por «Sólo descargables»/);
    expect(new URL(page.url()).pathname).toMatch(/^\/all\//);
    await expect(ui.tiles).toHaveCount(0);
    await hint.getByRole('button', { name: /^Mostrarla/ }).click();
    await expect(ui.titles.filter({ hasText: title }).first()).toBeVisible();
    await expect(hint).toHaveCount(0);
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

  test("a person's role links count what their sections show, which say what the filter hid", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const found = await page.request.get('/api/lista/pers/eastwood');
    const { pers } = (await found.json()) as { pers: { imdb: number; nom: string }[] };
    const clint = pers.find((person) => person.nom === 'Clint Eastwood');
    if (!clint) throw new Error('Clint Eastwood is not in the demo catalogue');
    const person = await page.request.get(`/api/info/persona/${clint.imdb}`);
    const { papeles } = (await person.json()) as { papeles: { rol: string; total: number }[] };
    await page.goto(`/pelper/${clint.imdb}/Clint%20Eastwood`);
    const roles = page.getByRole('navigation', { name: 'Papeles' }).getByRole('link');
    await expect(roles).toHaveCount(papeles.length);
    const counted = async (index: number) => {
      const link = roles.nth(index);
      const section = page.locator(`#${(await link.getAttribute('href'))?.slice(1)}`);
      const heading = wholeNumber(
        /^[\d.]+/.exec(await section.locator('.role-count').innerText())?.[0],
      );
      return { link: wholeNumber(/· ([\d.]+)$/.exec(await link.innerText())?.[1]), heading };
    };
    const shown = await Promise.all(papeles.map((_role, index) => counted(index)));
    for (const { link, heading } of shown) expect(link).toBe(heading);
    // 'Sólo descargables' (on for a member) hides some of his films: the case the links got wrong.
    expect(shown.map(({ link }) => link)).not.toEqual(papeles.map(({ total }) => total));

    // Each section says how many films the filter hid from it, and one click shows them all.
    const directing = page.getByRole('region', { name: /^Dirección/ });
    const directed = papeles.findIndex(({ rol }) => rol === 'd');
    const everyDirected = papeles[directed]?.total ?? 0;
    const hidden = everyDirected - (shown[directed]?.heading ?? 0);
    // The demo has several films he directed without files (the plural line is the one checked).
    expect(hidden).toBeGreaterThan(1);
    await expect(directing.locator('.hidden-by-filter')).toContainText(
      `Hay ${hidden} películas más sin archivos, ocultas por «Sólo descargables».`,
    );
    await directing.getByRole('button', { name: 'Mostrarlas' }).click();
    await expect(directing.locator('.role-count')).toHaveText(`${everyDirected} películas`);
    await expect(directing.locator('.tile')).toHaveCount(everyDirected);
    await expect(page.locator('.hidden-by-filter')).toHaveCount(0);
  });

  test('a role the filter emptied says why; one a genre emptied says so', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const keaton = '/pelper/36/Buster%20Keaton';
    const only = await page.request.get('/api/lista/busq/true/false/0/1111111/pelper/36?rol=d');
    const { total, ocultas } = (await only.json()) as { total: number; ocultas?: number };
    // His films in the demo have no files: 'Sólo descargables' leaves none.
    expect({ total, hid: (ocultas ?? 0) > 0 }).toEqual({ total: 0, hid: true });
    await page.goto(keaton);
    const directing = page.getByRole('region', { name: /^Dirección/ });
    await expect(directing.locator('.hidden-by-filter')).toContainText(
      `Hay ${ocultas} películas más sin archivos`,
    );
    await expect(directing.getByText('Ninguna con los ajustes actuales')).toHaveCount(0);

    await openWithSettings(page, keaton, { soloDesc: false, generos: 'AN' });
    await expect(directing.getByText('Ninguna con los ajustes actuales')).toBeVisible();
    await expect(directing.locator('.hidden-by-filter')).toHaveCount(0);
  });
});
