import { LOCAL_PERSON_IDS } from '@cineclub/contract';
import { expect, test } from '../fixtures';
import { CatalogueUi, findFilm, openWithSettings, signIn } from './catalogue-ui';

/** The years shown on the tiles in the DOM. */
async function tileYears(ui: CatalogueUi): Promise<number[]> {
  await expect(ui.tiles.first()).toBeVisible();
  return (await ui.page.locator('.tile-year').allInnerTexts()).map(Number);
}

test.describe('catalogue screens', () => {
  for (const [path, title] of [
    ['/1000p', '1000 pelis'],
    ['/i250', 'IMDb top 250'],
    ['/crit', 'Colección Criterion'],
  ] as const) {
    test(`${path} shows its list in list order with positions`, async ({ page }) => {
      const ui = new CatalogueUi(page);
      await page.goto(path);
      await expect(ui.heading(title)).toBeVisible();
      await expect(ui.tiles.first()).toBeVisible();
      const positions = (await page.locator('.tile-idx').allInnerTexts()).map((text) =>
        Number(text.replace('nº ', '')),
      );
      expect(positions.length).toBeGreaterThan(0);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  }

  test('/popu and /oscars list the films of the year range', async ({ page }) => {
    const ui = new CatalogueUi(page);
    await page.goto('/popu/1990/1999');
    await expect(ui.heading('Populares de 1990 a 1999')).toBeVisible();
    const popular = await tileYears(ui);
    expect(popular.length).toBeGreaterThan(0);
    for (const year of popular) expect(year).toBeGreaterThanOrEqual(1990);
    for (const year of popular) expect(year).toBeLessThanOrEqual(1999);

    await page.goto('/oscars/1970/1979');
    await expect(ui.heading('Óscar a la mejor película de 1970 a 1979')).toBeVisible();
    const oscars = await tileYears(ui);
    expect(oscars.length).toBeGreaterThan(0);
    // An Oscars tile names the edition as the card's chip does, not 'nº'.
    const editions = await page.locator('.tile-idx').allInnerTexts();
    expect(editions.length).toBeGreaterThan(0);
    for (const position of editions) expect(position).toMatch(/^\d+\.ª edición$/);
    for (const year of oscars) expect(year).toBeGreaterThanOrEqual(1970);
    for (const year of oscars) expect(year).toBeLessThanOrEqual(1979);
    await expect(page.locator('.tile-title', { hasText: /^El padrino$/ })).toBeVisible();
  });

  test('the year-range routes need both years', async ({ page }) => {
    const ui = new CatalogueUi(page);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lista/busq/')) lists.push(request.url());
    });
    await page.goto('/popu/1990');
    await expect(page.getByText('Elige el año de inicio y el de fin')).toBeVisible();
    await expect(ui.tiles).toHaveCount(0);
    await page.goto('/oscars/1970');
    await expect(page.getByText('Elige el año de inicio y el de fin')).toBeVisible();
    expect(lists).toEqual([]);

    // The form on the screen completes the range.
    await page.getByLabel('Desde').fill('1970');
    await page.getByLabel('Hasta').fill('1979');
    await page.getByRole('button', { name: 'Ver' }).click();
    await expect(page).toHaveURL(/\/oscars\/1970\/1979$/);
    await expect(ui.tiles.first()).toBeVisible();

    // Years that are not AAAA, or run backwards, are an error, not a list.
    await page.goto('/popu/1999/1990');
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByText(/Los años van de AAAA a AAAA/)).toBeVisible();
  });

  test('/popu and /oscars without years open on their whole range, not on an empty form', async ({
    page,
  }) => {
    const ui = new CatalogueUi(page);
    const year = new Date().getFullYear();
    await page.goto('/popu');
    await expect(page).toHaveURL(new RegExp(`/popu/2000/${year}$`));
    await expect(ui.heading(`Populares de 2000 a ${year}`)).toBeVisible();
    await expect(ui.tiles.first()).toBeVisible();
    await expect(page.getByLabel('Desde')).toHaveValue('2000');
    await page.goto('/oscars');
    await expect(page).toHaveURL(new RegExp(`/oscars/1927/${year}$`));
    await expect(ui.tiles.first()).toBeVisible();
  });

  test('/all/{text} shows the films found; /all alone lists every film', async ({ page }) => {
    const ui = new CatalogueUi(page);
    await page.goto('/all/kane');
    await expect(ui.heading('Búsqueda: kane')).toBeVisible();
    expect(await ui.shownTitles()).toContain('Ciudadano Kane');
    // Accents do not matter to the search.
    await page.goto('/all/almodovar');
    expect(await ui.shownTitles()).toContain('Volver');

    await page.goto('/all');
    await expect(ui.heading('Todas las películas')).toBeVisible();
    // The demo's 400-odd films (the grouping of larger counts has a unit test in the web).
    await expect(ui.count).toHaveText(/ de 4\d\d películas$/);
  });

  test('/all with no film, not even without filters, goes to the people', async ({ page }) => {
    const ui = new CatalogueUi(page);
    await page.goto('/novedades');
    await page.goto('/all/zzqxwv');
    await expect(page).toHaveURL(/\/pers\/zzqxwv$/);
    await expect(ui.heading('Nada encontrado para «zzqxwv»')).toBeVisible();
    // Back goes to the page before the search, not to the search that redirected.
    await page.goBack();
    await expect(page).toHaveURL(/\/novedades$/);
    await page.goto('/pers/kurosawa');
    const person = page.getByRole('link', { name: 'Akira Kurosawa', exact: true });
    await expect(person).toHaveAttribute('href', /^\/pelper\/\d+\/Akira%20Kurosawa$/);
    await expect(page.getByRole('link', { name: 'IMDB de Akira Kurosawa' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.imdb\.com\/name\/nm\d{7}\/$/,
    );
  });

  test('/pers says when nobody matches, and when too many do', async ({ page }) => {
    await page.goto('/pers/zzqxwv');
    await expect(page.getByText('Ningún resultado para esa búsqueda')).toBeVisible();

    // The demo has enough people for a one-letter search to overflow.
    await page.goto('/pers/j');
    await expect(page.getByText('Demasiadas personas coinciden')).toBeVisible();
    // People known by name only (credited without a verified IMDb id) have a local id and no IMDb link.
    const answer = await page.request.get('/api/lista/pers/j');
    const { pers } = (await answer.json()) as { pers: { imdb: number; nom: string }[] };
    const real = pers.find((person) => person.imdb < LOCAL_PERSON_IDS);
    const local = pers.find((person) => person.imdb > LOCAL_PERSON_IDS);
    if (!real || !local) throw new Error('the demo has no people of both kinds');
    await expect(page.getByRole('link', { name: local.nom, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `IMDB de ${local.nom}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `IMDB de ${real.nom}` })).toHaveAttribute(
      'href',
      `https://www.imdb.com/name/nm${String(real.imdb).padStart(7, '0')}/`,
    );
  });

  test('/pelper lists the films of a person, with the IMDB link and a copy-link button', async ({
    page,
    context,
    baseURL,
  }) => {
    const ui = new CatalogueUi(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/pers/almodovar');
    await page.getByRole('link', { name: 'Pedro Almodóvar', exact: true }).click();
    await expect(page).toHaveURL(/\/pelper\/\d+\/Pedro%20Almod%C3%B3var$/);
    await expect(ui.heading('Pedro Almodóvar')).toBeVisible();
    expect(await ui.shownTitles()).toEqual(expect.arrayContaining(['Volver', 'Hable con ella']));
    await expect(page.getByRole('link', { name: 'IMDB de Pedro Almodóvar' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.imdb\.com\/name\/nm\d{7}\/$/,
    );
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
  });

  test('the film card shows every field a user cares about', async ({ page, request, baseURL }) => {
    // Download lists are shown to users with bajed2 (SPEC §6).
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const kane = await findFilm(request, 'Ciudadano Kane');
    await page.goto(`/peli/${kane.id}/ciudadano-kane`);
    const card = page.locator('.film-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Ciudadano Kane' })).toBeVisible();
    await expect(card.getByText('Título original: Citizen Kane')).toBeVisible();
    await expect(card.locator('.film-facts')).toHaveText('1941 · 119 min · Drama, Misterio');
    await expect(card.locator('.film-rating')).toHaveText('★ 8,3/10 · 480.000 votos');
    // The IMDb id padded to 7 digits.
    await expect(card.getByRole('link', { name: 'IMDb tt0033467' })).toHaveAttribute(
      'href',
      'https://www.imdb.com/title/tt0033467/',
    );
    const director = card.locator('.people-line', { hasText: 'Dirección' }).getByRole('link');
    await expect(director).toHaveText('Orson Welles');
    await expect(director).toHaveAttribute('href', /^\/pelper\/\d+\/Orson%20Welles$/);
    // One cast list, with the characters of the film's NFO (issue 47).
    const cast = card.getByRole('region', { name: 'Reparto' });
    await expect(cast.getByRole('link', { name: 'Joseph Cotten' })).toBeVisible();
    await expect(cast.getByRole('listitem').filter({ hasText: 'Joseph Cotten' })).toContainText(
      'Jedediah Leland',
    );
    await expect(card.getByText(/«Rosebud»/)).toBeVisible();
    await expect(card.getByRole('link', { name: '1000 pelis nº 1' })).toHaveAttribute(
      'href',
      '/1000p',
    );
    // (Ciudadano Kane is one of the demo's Kodi folders: it also has a backdrop picture.)
    await expect(card.locator('.film-card-poster img')).toHaveAttribute(
      'alt',
      'Cartel de Ciudadano Kane',
    );

    // Five files: the listing starts closed, with 'Ver descargas' and 'DESCARGAR TODAS'.
    const files = card.locator('.file');
    await expect(card.getByRole('button', { name: 'DESCARGAR TODAS' })).toBeVisible();
    await expect(files.first()).toBeHidden();
    await card.getByRole('button', { name: 'Ver descargas' }).click();
    await expect(files).toHaveCount(6); // five files and one torrent
    await expect(files.first()).toBeVisible();
    await expect(card.getByText('Subtítulos en español')).toBeVisible();

    // A director's link leads to their films.
    await director.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orson Welles' })).toBeVisible();
  });

  test('a film with fewer than 4 files shows its listing at once, without the buttons', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const film = await findFilm(request, 'Cadena perpetua');
    expect(film.numed2).toBeLessThan(4);
    await page.goto(`/peli/${film.id}/cadena-perpetua`);
    const card = page.locator('.film-card');
    await expect(card.locator('.file').first()).toBeVisible();
    await expect(card.getByText(/\.mkv$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ver descargas' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'DESCARGAR TODAS' })).toHaveCount(0);
  });

  test('a tile opens its film card', async ({ page }) => {
    const ui = new CatalogueUi(page);
    await page.goto('/1000p');
    const tile = ui.tiles.filter({ hasText: 'Ciudadano Kane' });
    await tile.getByRole('link').click();
    await expect(page).toHaveURL(/\/peli\/\d+\/ciudadano-kane$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciudadano Kane' })).toBeVisible();
    await expect(page).toHaveTitle('Ciudadano Kane · Cineclub');
  });

  test('Back from a film returns to the same place in a long list', async ({ page }) => {
    const ui = new CatalogueUi(page);
    await openWithSettings(page, '/all', { soloDesc: false });
    await expect(ui.tiles.first()).toBeVisible();
    // Scroll once the page has settled (session check, notices): the router restores the
    // top of a new screen when its navigation ends.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () =>
        page.evaluate(() => {
          window.scrollTo(0, 2500);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(1000);
    // A tile in full view there: clicking it does not scroll. The virtual list renders the rows
    // of a new scroll position a frame later, which a loaded machine may delay.
    let id: string | undefined;
    await expect
      .poll(async () => {
        id = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll<HTMLElement>('.tile')).find((element) => {
              const rect = element.getBoundingClientRect();
              return rect.top > 0 && rect.bottom < window.innerHeight;
            })?.dataset.film,
        );
        return id;
      })
      .toBeDefined();
    const tile = page.locator(`.tile[data-film="${id}"]`);
    await expect(tile).toBeInViewport();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await tile.getByRole('link').click();
    await expect(page.locator('.film-page')).toBeVisible();
    // A new screen starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(ui.tiles.first()).toBeVisible();
    // Within a pixel: scroll positions round.
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled))
      .toBeLessThanOrEqual(1);
  });

  test('a phone-sized screen fits the lists and the card without sideways scrolling', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const ui = new CatalogueUi(page);
    // A phone widens its layout viewport to fit wider content, so compare with the screen's 390.
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= 390);
    for (const path of ['/novedades', '/1000p', '/pers/almodovar']) {
      await page.goto(path);
      await expect(ui.heading(/./)).toBeVisible();
      expect(await fits()).toBe(true);
    }
    await openWithSettings(page, '/1000p', { despFicha: true });
    await expect(page.locator('.film-card').first()).toBeVisible();
    expect(await fits()).toBe(true);
    // Three tiles a row on a phone.
    await openWithSettings(page, '/1000p', { despFicha: false });
    await expect(ui.tiles.nth(3)).toBeVisible();
    const tops = await ui.tiles.evaluateAll((tiles) =>
      tiles.slice(0, 4).map((tile) => Math.round(tile.getBoundingClientRect().top)),
    );
    expect(tops.slice(0, 3)).toEqual([tops[0], tops[0], tops[0]]);
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
    // Touch has no hover: a tap opens the film.
    await ui.tiles.first().getByRole('link').tap();
    await expect(page).toHaveURL(/\/peli\//);
    await expect(page.locator('.film-card')).toBeVisible();
    expect(await fits()).toBe(true);
    await context.close();
  });
});
