/**
 * Screenshots of the states of issue 15 (for `npm run screens`): the skeleton tiles of a first
 * load, the route progress bar, the not-found pages, a screen that fails to load, and the
 * share page counting down, started, and with a bad token.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { type ScreenSize, screenContext, viewports } from './screens-context';

/** A signed-in bajed2 user's share link of a one-file film, and a bad link of the same film. */
async function shareLinks(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const issued = await page.request.get('/api/demo/idtoken?email=socio%40demo.local');
  const { token } = (await issued.json()) as { token: string };
  await page.request.post('/api/usuario/login/google', { data: { token } });
  const answer = await page.request.get('/api/lista/busq/true/true/0/1111111/all?n=100');
  const { pelis } = (await answer.json()) as {
    pelis: { id: number; arcs: { id: number; nom: string }[] }[];
  };
  const film = pelis.find((card) => card.arcs.length === 1);
  const file = film?.arcs[0];
  if (!film || !file) throw new Error('no one-file film in the demo catalogue');
  const share = (await (await page.request.get(`/api/dwnl/compart/${file.id}`)).json()) as string;
  await context.close();
  const base = `/peli/${film.id}/${encodeURIComponent(file.nom)}`;
  return { good: `${base}/${share}`, bad: `${base}/${file.id}.${'x'.repeat(43)}` };
}

/** Holds the answers of `pattern` back until the screenshot is taken. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

export async function shootStates(browser: Browser, baseURL: string, outDir: string) {
  const links = await shareLinks(browser, baseURL);
  for (const size of Object.keys(viewports) as ScreenSize[]) {
    const context = await screenContext(browser, baseURL, size);
    const page = await context.newPage();
    const name = (screen: string) => path.join(outDir, `estado-${screen}-${size}.png`);

    // A direct load's first list: skeleton tiles.
    let release = await holdBack(page, '**/api/lista/fecha/**');
    await page.goto('/novedades', { waitUntil: 'commit' });
    await page.locator('.tile-skeletons').waitFor();
    await page.screenshot({ path: name('esqueleto') });
    release();
    await page.locator('.tile').first().waitFor();
    await page.unrouteAll();

    // A slow navigation: the bar at the top.
    release = await holdBack(page, '**/api/lista/busq/**');
    await page.goto('/novedades');
    await page.locator('.tile').first().waitFor();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/1000p');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.route-progress').waitFor();
    await page.screenshot({ path: name('barra') });
    release();
    await page.unrouteAll();

    await page.goto('/peli/99999999/nada');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: name('peli-no-existe') });
    await page.goto('/pelper/99999999/Nadie');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: name('persona-no-existe') });

    await page.route('**/assets/film-screen-*.js', (route) => route.abort());
    await page.goto('/novedades');
    await page.locator('.tile a').first().click();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await page.screenshot({ path: name('pantalla-fallida') });
    await page.unrouteAll();

    await page.goto(links.good);
    await page.getByText('La descarga empieza en').waitFor();
    await page.screenshot({ path: name('compartido-cuenta') });
    await page.getByText('Descarga iniciada').waitFor();
    await page.locator('.share-item-state', { hasText: 'OK' }).waitFor();
    await page.screenshot({ path: name('compartido-iniciada') });
    await page.evaluate(() => localStorage.clear());
    await page.goto(links.bad);
    await page.getByRole('alert').waitFor();
    await page.screenshot({ path: name('compartido-malo') });
    await context.close();
  }
}
