import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CatalogueUi, openWithSettings, signIn } from './catalogue-ui';

interface NewsFilm {
  id: number;
  nom: string;
  anio: number | null;
  poster: number;
  numed2: number;
  club?: { nota: number; votos: number };
}

/** The films of /novedades, in its order, through the same call the screen makes. */
async function newsFilms(page: Page): Promise<NewsFilm[]> {
  const answer = await page.request.get('/api/lista/fecha/false/false/4?n=100');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { pelis: NewsFilm[] }).pelis;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function tileOf(page: Page, film: { id: number }): Locator {
  return page.locator(`.tile[data-film="${film.id}"]`);
}

/** Width and height the element takes on screen. */
async function sizeOf(locator: Locator): Promise<{ width: number; height: number }> {
  return locator.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width, height };
  });
}

/**
 * Checks the windowed grid's rows: tiles of a row share their top, and each row starts one gap
 * below the tallest tile of the row above (no overlap, no hole), as film-list.tsx works out the
 * rows' heights without measuring them.
 */
async function expectRowsInPlace(page: Page, gap: number): Promise<void> {
  const rows = await page.locator('.film-grid > .tile').evaluateAll((tiles) => {
    const byTop = new Map<number, number>();
    for (const tile of tiles) {
      const { top, bottom } = tile.getBoundingClientRect();
      const key = Math.round(top);
      byTop.set(key, Math.max(byTop.get(key) ?? 0, bottom));
    }
    return [...byTop].sort(([a], [b]) => a - b);
  });
  expect(rows.length).toBeGreaterThan(2);
  for (let row = 1; row < rows.length; row++) {
    const [top] = rows[row] ?? [0];
    const [, bottomAbove] = rows[row - 1] ?? [0, 0];
    expect(Math.abs(top - bottomAbove - gap)).toBeLessThanOrEqual(1.5);
  }
}

test.describe('catalogue tiles', () => {
  test("a member's marks show as badges on the film's tile, from one call", async ({
    page,
    baseURL,
  }) => {
    // A member of their own, without bajed2: no other spec marks films as them.
    await signIn(page, baseURL ?? '', 'marcas@demo.local');
    let marksCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/usuario/marcas')) marksCalls++;
    });
    const film = (await newsFilms(page))[1];
    if (!film) throw new Error('the demo catalogue has no news');
    await page.goto('/novedades');
    const tile = tileOf(page, film);
    await expect(tile).toBeVisible();
    await expect.poll(() => marksCalls).toBe(1);
    await expect(tile.locator('.tile-badge')).toHaveCount(0);

    await tile.getByRole('link').click();
    await page.getByRole('button', { name: 'Quiero verla' }).click();
    await expect(page.getByRole('button', { name: 'Ya no quiero verla' })).toBeVisible();
    const mark = page.getByRole('group', { name: 'Tu marca' });
    await mark.getByLabel('Tu nota').selectOption('8');
    await expect(mark.getByLabel('Tu nota')).toBeEnabled();
    // Seen takes it off 'Quiero verla' (issue 47); 'Deshacer' puts it back.
    await mark.getByRole('checkbox', { name: 'La has vista' }).check();
    await expect(page.getByRole('button', { name: 'Quiero verla' })).toBeVisible();
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByRole('button', { name: 'Ya no quiero verla' })).toBeVisible();

    // Back to the list without a reload: the changes refetched the marks.
    await page.getByRole('banner').getByRole('link', { name: 'Novedades' }).click();
    await expect(tile.getByRole('img', { name: 'Quiero verla' })).toBeVisible();
    const seen = tile.getByRole('img', { name: 'Vista, tu nota: 8/10' });
    await expect(seen).toBeVisible();
    await expect(seen).toHaveText('8');
    // Signed in, the badges' line stays under every poster.
    expect((await sizeOf(tile.locator('.tile-meta'))).height).toBeGreaterThan(16);
    // The badges are part of the link's name, after the title.
    await expect(tile.getByRole('link')).toHaveAccessibleName(
      new RegExp(`${escaped(film.nom)}.*Vista, tu nota: 8/10.*Quiero verla`),
    );
    // Without bajed2 the files are no business of theirs.
    await expect(page.getByRole('img', { name: 'Descargable' })).toHaveCount(0);
    expect(marksCalls).toBe(2);
  });

  test('members who can download see which films have files where that tells them apart; nobody signed out sees badges', async ({
    page,
    baseURL,
    browser,
  }) => {
    const films = await newsFilms(page);
    const withFiles = films.find((film) => film.numed2 > 0);
    if (!withFiles) throw new Error('the demo news have no film with files');
    await page.goto('/novedades');
    await expect(tileOf(page, withFiles)).toBeVisible();
    await expect(page.locator('.tile-badge')).toHaveCount(0);

    const context = await browser.newContext({ baseURL });
    const member = await context.newPage();
    await signIn(member, baseURL ?? '', 'socio@demo.local');
    await member.goto('/novedades');
    // 'Sólo descargables' is on for a member, so every tile of Novedades has files (whatever
    // other tests did to the catalogue): the same mark on every tile would tell nothing.
    await expect(tileOf(member, withFiles)).toBeVisible();
    await expect(member.getByRole('img', { name: 'Descargable' })).toHaveCount(0);
    // A list of films with and without files marks those with.
    await openWithSettings(member, '/i250', { soloDesc: false });
    const tiles = member.locator('.tile');
    await expect(tiles.first()).toBeVisible();
    const answer = await member.request.get('/api/lista/busq/false/false/0/1111111/i250?n=12');
    const { pelis } = (await answer.json()) as { pelis: { id: number; numed2: number }[] };
    const [some, none] = [pelis.find((f) => f.numed2 > 0), pelis.find((f) => f.numed2 === 0)];
    if (!some || !none) throw new Error('the top 250 has no films both with and without files');
    const mark = (film: { id: number }) =>
      tileOf(member, film).getByRole('img', { name: 'Descargable' });
    await expect(mark(some)).toBeVisible();
    await expect(tileOf(member, none)).toBeVisible();
    await expect(mark(none)).toHaveCount(0);
    await context.close();
  });

  test('a drawn poster carries the title: the tile does not repeat it, an uploaded one does', async ({
    page,
    baseURL,
    browser,
  }) => {
    const ui = new CatalogueUi(page);
    const films = await newsFilms(page);
    // Films without a club score (issue 32), which would keep a visitor's line under the poster.
    const [drawn, uploaded] = films
      .filter((film) => film.poster === 0 && film.club === undefined)
      .slice(2, 4);
    if (!drawn || !uploaded) throw new Error('the demo news have no drawn posters');

    // An admin uploads a poster for one of them (any picture will do).
    const context = await browser.newContext({ baseURL });
    const admin = await context.newPage();
    await signIn(admin, baseURL ?? '', 'admin@demo.local');
    await admin.setViewportSize({ width: 200, height: 300 });
    await admin.setContent('<body style="margin:0;background:#2a4d69"></body>');
    const picture = await admin.screenshot({ type: 'png' });
    const upload = await admin.request.put(`/admin/pel/poster/${uploaded.id}`, {
      data: picture,
      headers: { 'Content-Type': 'image/png', Origin: baseURL ?? '' },
    });
    expect(upload.ok()).toBe(true);
    await context.close();

    await page.goto('/novedades');
    const drawnTile = tileOf(page, drawn);
    await expect(drawnTile.getByRole('img', { name: `Cartel de ${drawn.nom}` })).toBeVisible();
    // The title and year are there for screen readers, not drawn a second time under the poster.
    await expect(drawnTile.getByRole('link')).toHaveAccessibleName(new RegExp(escaped(drawn.nom)));
    const hiddenTitle = drawnTile.locator('.tile-title');
    await expect(hiddenTitle).toHaveText(drawn.nom);
    expect((await sizeOf(hiddenTitle)).width).toBeLessThanOrEqual(1);
    expect((await sizeOf(drawnTile.locator('.tile-year'))).width).toBeLessThanOrEqual(1);
    // A visitor has no badges: under a drawn poster the whole line is left to screen readers.
    expect((await sizeOf(drawnTile.locator('.tile-meta'))).height).toBeLessThanOrEqual(1);

    const uploadedTile = tileOf(page, uploaded);
    await expect(
      uploadedTile.getByRole('img', { name: `Cartel de ${uploaded.nom}` }),
    ).toBeVisible();
    const title = uploadedTile.locator('.tile-title');
    await expect(title).toBeVisible();
    expect((await sizeOf(title)).width).toBeGreaterThan(50);
    await expect(uploadedTile.locator('.tile-year')).toHaveText(String(uploaded.anio ?? 's. f.'));

    // No tile's text runs out of it, long titles included.
    await expect(ui.tiles.first()).toBeVisible();
    const overflowing = await page
      .locator('.tile-link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.scrollWidth > link.clientWidth + 1)
          .map((link) => link.textContent),
      );
    expect(overflowing).toEqual([]);
    // Rows with and without captions (the uploaded poster's row has one) sit one gap apart.
    await expectRowsInPlace(page, 16);
  });

  test('a filter keystroke moves the tiles that stay in the grid instead of building them again', async ({
    page,
  }) => {
    const ui = new CatalogueUi(page);
    await openWithSettings(page, '/all', { soloDesc: false });
    await expect(ui.tiles.nth(20)).toBeVisible();
    await expectRowsInPlace(page, 16);
    // A film of the third row, marked on its element.
    const tile = ui.tiles.nth(14);
    const title = (await tile.locator('.tile-title').textContent()) ?? '';
    await tile.evaluate((element) => {
      element.dataset.kept = 'yes';
    });
    // Filtering by its title brings it to the first row: the same element, moved there.
    await ui.filterBox.fill(`^${escaped(title)}$`);
    await expect(ui.count).toHaveText(/coinciden con el filtro/);
    await expect(ui.tiles.first().locator('.tile-title')).toHaveText(title);
    await expect(page.locator('.tile[data-kept="yes"]')).toHaveCount(1);
    await expect(ui.tiles.first()).toHaveAttribute('data-kept', 'yes');
    const box = await ui.tiles.first().boundingBox();
    const grid = await page.locator('.film-grid').boundingBox();
    expect(Math.abs((box?.x ?? 0) - (grid?.x ?? 0))).toBeLessThanOrEqual(1);
    await ui.filterBox.fill('');
    await expect(ui.tiles.nth(14)).toHaveAttribute('data-kept', 'yes');

    // Without posters, and on a phone, the rows keep their heights too.
    await openWithSettings(page, '/all', { soloDesc: false, afoto: false });
    await expect(ui.tiles.nth(20)).toBeVisible();
    await expectRowsInPlace(page, 16);
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithSettings(page, '/all', { soloDesc: false, afoto: true });
    await expect(ui.tiles.nth(8)).toBeVisible();
    await expectRowsInPlace(page, 10);
  });

  test("a person's page lists each film once, newest first, with their roles in it and more on demand", async ({
    page,
  }) => {
    const info = await page.request.get('/api/info/persona/264');
    expect(info.ok()).toBe(true);
    const person = (await info.json()) as {
      nom: string;
      papeles: { rol: string; total: number }[];
      total: number;
      anios: { desde: number; hasta: number };
    };
    // He writes the films he directs: one filmography lists each once (issue 31).
    expect(person.papeles.map((papel) => papel.rol)).toEqual(['d', 'w']);
    const every = person.total;
    expect(every).toBeLessThan((person.papeles[0]?.total ?? 0) + (person.papeles[1]?.total ?? 0));

    // One more film than the catalogue has, on a second page: 'Ver más' fetches it.
    const extra = (await newsFilms(page)).find((film) => film.nom !== 'Volver');
    if (!extra) throw new Error('no film');
    await page.route(/\/pelper\/264\?/, async (route) => {
      const url = new URL(route.request().url());
      const real = await (await route.fetch()).json();
      if (url.searchParams.get('desde') === '0') {
        await route.fulfill({ json: { ...real, total: every + 1, sig: 24 } });
      } else {
        const papeles = { [extra.id]: ['w'] };
        await route.fulfill({ json: { pelis: [extra], total: every + 1, sig: null, papeles } });
      }
    });

    await page.goto('/pelper/264/Pedro%20Almod%C3%B3var');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedro Almodóvar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'IMDB de Pedro Almodóvar' })).toHaveAttribute(
      'href',
      'https://www.imdb.com/name/nm0000264/',
    );
    await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    // The head: his films, his years, and how many in each role.
    await expect(page.locator('.person-career')).toHaveText(
      `${every} películas, de ${person.anios.desde} a ${person.anios.hasta}`,
    );
    await expect(page.getByRole('list', { name: 'Papeles' }).getByRole('listitem')).toHaveText([
      `Dirección ${person.papeles[0]?.total}`,
      `Guion ${person.papeles[1]?.total}`,
    ]);
    await expect(page.getByRole('region', { name: /^(Dirección|Guion)/ })).toHaveCount(0);

    const filmography = page.getByRole('region', { name: /^Filmografía/ });
    await expect(filmography.getByRole('heading', { level: 2 })).toHaveText(
      `Filmografía ${every + 1} películas`,
    );
    await expect(filmography.locator('.tile')).toHaveCount(every);
    const volver = filmography.locator('.tile', { hasText: 'Volver' });
    await expect(volver.locator('.tile-note')).toHaveText('Dirección · Guion');
    const titles = await filmography.locator('.tile-title').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    const years = (await filmography.locator('.tile-year').allTextContents()).map(Number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    await filmography.getByRole('button', { name: 'Ver más (quedan 1)' }).click();
    await expect(filmography.locator('.tile')).toHaveCount(every + 1);
    await expect(filmography.locator('.tile').last().locator('.tile-note')).toHaveText('Guion');
    await expect(filmography.getByRole('button', { name: /Ver más/ })).toHaveCount(0);
  });
});
