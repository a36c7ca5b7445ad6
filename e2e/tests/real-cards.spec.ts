import type { FullCard, Job } from '@cineclub/contract';
import type { Page } from '@playwright/test';
import { startTmdbStandIn } from '../../server/test/tmdb-stand-in';
import { expect, test } from '../fixtures';
import { type RunningServer, startServer } from '../server-process';

const KEY = 'eyJ.e2e.stand-in';
const SHOTS = process.env.E2E_SHOTS_DIR;

let server: RunningServer;
let standIn: Awaited<ReturnType<typeof startTmdbStandIn>>;

test.beforeAll(async () => {
  standIn = await startTmdbStandIn({ key: KEY });
  server = await startServer({
    TMDB_API_KEY: KEY,
    TMDB_API_URL: standIn.apiUrl,
    TMDB_IMAGE_URL: standIn.imageUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

/** Signs in on this file's own server (the shared one's helper speaks to the global server). */
async function signIn(page: Page, email: string): Promise<void> {
  const token = await page.request.get(
    `${server.url}/api/demo/idtoken?email=${encodeURIComponent(email)}`,
  );
  const login = await page.request.post(`${server.url}/api/usuario/login/google`, {
    data: { token: ((await token.json()) as { token: string }).token },
    headers: { Origin: server.url },
  });
  expect(login.ok()).toBe(true);
}

async function filmByImdb(page: Page, imdb: number): Promise<FullCard> {
  const answer = await page.request.get(
    `${server.url}/api/lista/busq/false/true/0/1111111/all?n=500`,
  );
  const film = ((await answer.json()) as { pelis: FullCard[] }).pelis.find((f) => f.imdb === imdb);
  if (!film) throw new Error(`tt${imdb} is not in the demo`);
  return film;
}

/** Fills Cadena perpetua from the stand-in TMDB, as the card's 'Completar desde TMDB' does. */
async function fillFromTmdb(page: Page): Promise<FullCard> {
  await signIn(page, 'admin@demo.local');
  const film = await filmByImdb(page, 111161);
  const started = await page.request.post(`${server.url}/admin/tareas/tmdb`, {
    data: { ids: [film.id], refresh: true },
    headers: { Origin: server.url },
  });
  expect(started.status()).toBe(202);
  await expect
    .poll(async () => {
      const jobs = await page.request.get(`${server.url}/admin/tareas`);
      return ((await jobs.json()) as { tmdb: Job }).tmdb.estado;
    })
    .toBe('hecha');
  return film;
}

/** Waits until the card's poster and backdrop (when shown) are decoded. */
async function picturesLoaded(page: Page): Promise<void> {
  const pictures = ['.film-card-poster img', '.film-backdrop img'];
  for (const selector of pictures) {
    const image = page.locator(selector);
    if (!(await image.isVisible())) continue;
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
      .toBe(true);
  }
  await page.evaluate(() => document.fonts.ready);
}

/** Every address the page asks for, to check that none is a third party's. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

for (const [name, viewport] of [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a filled card shows its poster, backdrop, cast photos and trailer link (${name})`, async ({
    page,
  }) => {
    const film = await fillFromTmdb(page);
    await page.setViewportSize(viewport);
    const urls = requestsOf(page);
    await page.goto(`${server.url}/peli/${film.id}/x`);
    const card = page.locator('.film-card');
    await expect(card.locator('.film-card-poster img')).toHaveAttribute('srcset', /w=600 600w/);
    const photos = card.locator('.cast-photos img.person-photo');
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAttribute('alt', 'Foto de Tim Robbins');
    await expect(card.locator('.cast-photos')).toContainText('Andy Dufresne');
    const trailer = page.getByRole('link', { name: 'Ver tráiler' });
    await expect(trailer).toHaveAttribute('href', 'https://www.youtube.com/watch?v=trailer0001');
    await expect(trailer).toHaveAttribute('target', '_blank');
    const attribution = page.locator('.tmdb-attribution');
    await expect(attribution).toContainText('TMDB no lo respalda ni lo certifica');
    await expect(attribution.getByRole('img', { name: 'The Movie Database (TMDB)' })).toBeVisible();
    const backdrop = card.locator('.film-backdrop');
    if (name === 'laptop') {
      await expect(backdrop).toBeVisible();
      await expect
        .poll(() => backdrop.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/api\/img\/[0-9a-f]{32}\/(1280|1920)$/);
    } else {
      // A phone neither shows the backdrop nor downloads it.
      await expect(backdrop).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(urls.filter((url) => /\/api\/img\/\w+\/(780|1280|1920)$/.test(url))).toEqual([]);
    }
    await picturesLoaded(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/card-${name}.png`, fullPage: false });
    // No third party: every request goes to Cineclub (YouTube only on a click).
    expect(urls.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:'))).toEqual(
      [],
    );

    await page.goto(`${server.url}/pelper/209/tim-robbins`);
    await expect(page.locator('img.person-photo.large')).toHaveAttribute(
      'alt',
      'Foto de Tim Robbins',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/person-${name}.png` });
  });
}

test("the demo's Kodi folders give their films a poster and a backdrop; the rest keep drawn ones", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'socio@demo.local');
  const casablanca = await filmByImdb(page, 34583);
  expect(casablanca.poster).toBeGreaterThan(0);
  expect(casablanca.fondo).toMatch(/^[0-9a-f]{32}$/);
  expect(casablanca.reparto?.[0]).toMatchObject({ n: 'Humphrey Bogart', p: 'Rick Blaine' });
  await page.goto(`${server.url}/peli/${casablanca.id}/casablanca`);
  await expect(page.locator('.film-card.with-backdrop .film-backdrop')).toBeVisible();
  await picturesLoaded(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/casablanca-laptop.png` });
  const drawn = await filmByImdb(page, 68646);
  expect(drawn.poster).toBe(0);
});
