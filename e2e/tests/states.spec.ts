import type { FullCard } from '@cineclub/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CatalogueUi, findFilm, signIn } from './catalogue-ui';

/** States of issue 15: not-found pages, a screen chunk that fails, the share page. */

test.describe('not found', () => {
  test('a film that does not exist says so, with the way back to the news and a search', async ({
    page,
  }) => {
    await page.goto('/peli/99999999/nada');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No existe esa película' }),
    ).toBeVisible();
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    // The header stays usable.
    await expect(page.getByRole('banner')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar en el catálogo' }).fill('kane');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/all\/kane$/);
    await expect(new CatalogueUi(page).heading('Búsqueda: kane')).toBeVisible();

    // A malformed id is a film that does not exist too.
    await page.goto('/peli/abc/nada');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No existe esa película' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ir a Novedades' }).click();
    await expect(page).toHaveURL(/\/novedades$/);
    await expect(new CatalogueUi(page).tiles.first()).toBeVisible();
  });

  test('a made-up person id is not shown as a person with an IMDB link', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/pelper/99999999/Persona%20Inventada');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No existe esa persona' }),
    ).toBeVisible();
    await expect(page.getByText('Persona Inventada')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /IMDB/ })).toHaveCount(0);
    expect(asked).toContain('/api/info/persona/99999999');
    await expect(page.getByRole('link', { name: 'Ir a Novedades' })).toBeVisible();
  });

  test('a real person without a name in the link is titled with the catalogue’s name', async ({
    page,
  }) => {
    const people = await page.request.get('/api/lista/pers/Almod');
    const [person] = ((await people.json()) as { pers: { imdb: number; nom: string }[] }).pers;
    if (!person) throw new Error('no Almodóvar in the demo catalogue');
    await page.goto(`/pelper/${person.imdb}`);
    await expect(new CatalogueUi(page).heading(person.nom)).toBeVisible();
    await expect(page.getByRole('link', { name: `IMDB de ${person.nom}` })).toBeVisible();
  });
});

test.describe('route progress', () => {
  test('a slow screen shows the bar at the top until it arrives', async ({ page }) => {
    await page.goto('/novedades');
    const ui = new CatalogueUi(page);
    await expect(ui.tiles.first()).toBeVisible();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/lista/busq/**', async (route) => {
      await released;
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: 'Cargando la página' });
    await expect(bar).toHaveCount(0);
    await page.locator('.lists-menu summary').click();
    await page.getByRole('link', { name: '1000 pelis' }).click();
    await expect(bar).toBeVisible();
    release();
    await expect(ui.heading('1000 pelis')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test.describe('first load', () => {
  /** Holds the screen's chunk back until `call` has been asked for, then lets it through. */
  async function callBeforeChunk(page: Page, chunk: string, path: string, call: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/assets/${chunk}-*.js`, async (route) => {
      await released;
      await route.continue();
    });
    const asked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith(call),
    );
    void page.goto(path).catch(() => {});
    await asked;
    release();
  }

  test("a film's card is asked for while its screen's code is still on its way", async ({
    page,
  }) => {
    const film = await findFilm(page.request, 'amelie');
    await callBeforeChunk(
      page,
      'film-screen',
      `/peli/${film.id}/amelie`,
      `/api/info/ficha/${film.id}/`,
    );
    await expect(page.getByRole('heading', { level: 1, name: film.nom })).toBeVisible();
  });

  test("a search's list is asked for while its screen's code is still on its way", async ({
    page,
  }) => {
    await callBeforeChunk(page, 'list-screen', '/all/amelie', '/api/lista/busq/');
    await expect(page.getByRole('heading', { level: 1, name: /amelie/ })).toBeVisible();
    await expect(new CatalogueUi(page).tiles.first()).toBeVisible();
  });
});

test.describe('a screen that fails to load', () => {
  test("reloads once by itself, then says so in Spanish; 'Reintentar' loads it", async ({
    page,
  }) => {
    await page.goto('/novedades');
    const ui = new CatalogueUi(page);
    await expect(ui.tiles.first()).toBeVisible();
    // The film screen's chunk, as after a new build under an open tab: it cannot be fetched.
    await page.route('**/assets/film-screen-*.js', (route) => route.abort());
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await ui.tiles.first().getByRole('link').first().click();

    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'No se pudo cargar esta pantalla' }),
    ).toBeVisible();
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
    // One automatic reload (it failed again), and no more.
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('recargadoPorVersion'))).toMatch(
      /^\d+$/,
    );

    await page.unroute('**/assets/film-screen-*.js');
    await retry.click();
    await expect(page.locator('.film-page')).toBeVisible();
  });
});

test.describe('the share page', () => {
  /** A signed-in bajed2 user's share link of a one-file film. */
  async function shareLink(page: Page, baseURL: string) {
    await signIn(page, baseURL, 'socio@demo.local');
    const answer = await page.request.get('/api/lista/busq/true/true/0/1111111/all?n=100');
    const films = ((await answer.json()) as { pelis: FullCard[] }).pelis;
    const film = films.find((card) => card.arcs.length === 1);
    const file = film?.arcs[0];
    if (!film || !file) throw new Error('no one-file film in the demo catalogue');
    const token = (await (await page.request.get(`/api/dwnl/compart/${file.id}`)).json()) as string;
    return { film, file, path: `/peli/${film.id}/${encodeURIComponent(file.nom)}/${token}` };
  }

  test("shows the file, counts 2 s down, then 'Descarga iniciada' and the download", async ({
    page,
    baseURL,
    browser,
  }) => {
    const { file, path } = await shareLink(page, baseURL ?? '');
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const downloading = visitor.waitForEvent('download');
    await visitor.goto(path);
    const panel = visitor.getByRole('region', { name: 'Descarga compartida' });
    await expect(panel.getByText(file.nom)).toBeVisible();
    await expect(panel.locator('.share-panel-size')).toHaveText(/^\d+(,\d)? (B|KB|MB|GB)$/);
    await expect(panel.getByText(/La descarga empieza en (2 segundos|1 segundo)/)).toBeVisible();
    await expect(panel.getByText('Descarga iniciada')).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.nom);
    await expect(panel.getByText('Estado: OK')).toBeVisible();
    await visitorContext.close();
  });

  test('a bad token says why on the page and starts nothing', async ({ page, baseURL }) => {
    const { film, file } = await shareLink(page, baseURL ?? '');
    await page.context().clearCookies();
    const started: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dwnl/init/')) started.push(request.url());
    });
    await page.goto(
      `/peli/${film.id}/${encodeURIComponent(file.nom)}/${file.id}.${'x'.repeat(43)}`,
    );
    const panel = page.getByRole('region', { name: 'Descarga compartida' });
    await expect(panel.getByRole('alert')).toContainText('No se puede descargar: No tiene permiso');
    await expect(panel.getByText(file.nom)).toBeVisible();
    await page.waitForTimeout(2500);
    expect(started).toEqual([]);
    // No queue for a signed-out visitor with nothing queued.
    await expect(page.locator('.queue-menu')).toHaveCount(0);
  });
});
