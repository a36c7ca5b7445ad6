/**
 * Screenshots of the main screens, at a laptop's and a phone's size, signed out and signed in,
 * to judge the look as a person would (and, later, for the docs' gallery). Runs the built
 * server on a temp DATA_DIR with the demo catalogue: `npm run build && npm run screens [dir]`.
 * The PNGs go to `dir` (default screens/, which git ignores).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { type ScreenSize, screenContext, viewports } from './screens-context';
import { filmId, seedComments, signIn } from './screens-data';
import { shootStates } from './screens-states';
import { startServer } from './server-process';

const outDir = path.resolve(process.argv[2] ?? 'screens');

/** Marks of the signed-in member on the first news, for the tiles' badges. */
async function seedMarks(browser: Browser, baseURL: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'socio@demo.local');
  const answer = await page.request.get('/api/lista/fecha/false/false/4?n=8');
  const { pelis } = (await answer.json()) as { pelis: { id: number; numed2: number }[] };
  const [first, second, third] = pelis;
  if (first) await page.request.post(`/api/peli/verla/${first.id}/si`);
  if (second) {
    await page.request.post(`/api/peli/verla/${second.id}/si`);
    await page.request.post(`/api/peli/comenta/${second.id}`, {
      data: { vista: true, voto: 8, comen: '' },
    });
  }
  if (third) {
    await page.request.post(`/api/peli/comenta/${third.id}`, {
      data: { vista: true, voto: -1, comen: '' },
    });
  }
  const missing = pelis.find((film) => film.numed2 === 0);
  if (missing) await page.request.post(`/api/peli/pide/${missing.id}`);
  await context.close();
}

async function shoot(browser: Browser, baseURL: string, who: string | null): Promise<void> {
  for (const size of Object.keys(viewports) as ScreenSize[]) {
    const context = await screenContext(browser, baseURL, size);
    const page = await context.newPage();
    if (who) await signIn(page, who);
    const name = (screen: string) =>
      path.join(outDir, `${screen}-${size}-${who ? 'socio' : 'anonimo'}.png`);
    await page.goto('/novedades');
    await page.locator('.tile').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: name('novedades') });
    if (size !== 'desktop') await shootPhoneHeader(page, name);

    await page.goto('/pelper/264/Pedro%20Almod%C3%B3var');
    await page.locator('.role-grid .tile').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: name('persona') });
    await page.screenshot({ path: name('persona-entera'), fullPage: true });

    const id = await filmId(page, 'Amélie');
    await page.goto(`/peli/${id}/x`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: name('ficha') });
    const comments = page.getByRole('region', { name: 'Comentarios' });
    await comments.scrollIntoViewIfNeeded();
    await page.screenshot({ path: name('ficha-comentarios'), fullPage: true });
    if (who) await shootQueue(page, name);
    await context.close();
  }
}

/** The phone header's open states: the notices unfolded, the menu, the search box. */
async function shootPhoneHeader(page: Page, name: (screen: string) => string): Promise<void> {
  const header = page.getByRole('banner');
  const notices = page.getByRole('button', { name: /^Ver (los \d+ avisos|el aviso entero)$/ });
  if (await notices.count()) {
    await notices.click();
    await page.screenshot({ path: name('avisos') });
    await page.getByRole('button', { name: 'Plegar los avisos' }).click();
  }
  const signInButton = header.getByRole('button', { name: 'Iniciar sesión' });
  if (await signInButton.count()) {
    await signInButton.click();
    await page.screenshot({ path: name('entrar') });
    await page.keyboard.press('Escape');
  }
  await header.getByRole('button', { name: 'Menú' }).click();
  await header.locator('.lists-menu summary').click();
  await page.screenshot({ path: name('menu') });
  await header.getByRole('button', { name: 'Menú' }).click();
  await header.getByRole('button', { name: 'Buscar' }).click();
  await page.keyboard.type('amelie');
  await page.waitForURL(/\/all\//);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: name('buscar') });
}

/** The queue with items in several states: one cancelled, one that fails, some running or waiting. */
async function shootQueue(page: Page, name: (screen: string) => string): Promise<void> {
  await page.evaluate(() => {
    const saved = [
      { id: 990001, nom: 'Amelie.2001.Remux.1080p.DTS-HD.mkv', dsk: 'pelis2', est: 'Cancelada' },
      { id: 990002, nom: 'Amelie.2001.Extras.mkv', dsk: 'pelis3', est: 'Pendiente' },
    ];
    localStorage.setItem('lisDesc', JSON.stringify(saved));
  });
  const answer = await page.request.get('/api/lista/busq/true/true/0/1111111/all?n=100');
  const { pelis } = (await answer.json()) as { pelis: { id: number; arcs: unknown[] }[] };
  const many = pelis.find((film) => film.arcs.length >= 4);
  await page.goto(`/peli/${many?.id ?? ''}/x`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Progress streams are held, so the first file of each disk runs and the others wait.
  await page.route('**/api/dwnl/monit/**', () => {});
  await page.getByRole('button', { name: 'DESCARGAR TODAS' }).click();
  await page.locator('.queue-menu summary').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: name('cola') });
}

/** The admin screen of a film, and the contact page, at the laptop's size. */
async function shootAdmin(browser: Browser, baseURL: string): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
  const page = await context.newPage();
  await signIn(page, 'admin@demo.local');
  await page.goto(`/admo/${await filmId(page, 'Amélie')}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, 'admin-desktop.png'), fullPage: true });
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, 'contacto-desktop.png') });
  await context.close();
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(outDir, { recursive: true });
  const page = await browser.newPage({ baseURL: server.url });
  await seedComments(browser, server.url, await filmId(page, 'Amélie'));
  await seedMarks(browser, server.url);
  await page.close();
  await shoot(browser, server.url, null);
  await shoot(browser, server.url, 'socio@demo.local');
  await shootAdmin(browser, server.url);
  await shootStates(browser, server.url, outDir);
  console.log(`Capturas en ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
