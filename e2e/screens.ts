/**
 * Screenshots of the main screens, at a laptop's and a phone's size, signed out and signed in,
 * to judge the look as a person would (and, later, for the docs' gallery). Runs the built
 * server on a temp DATA_DIR with the demo catalogue: `npm run build && npm run screens [dir]`.
 * The PNGs go to `dir` (default screens/, which git ignores).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type ScreenSize, screenContext, viewports } from './screens-context';
import { shootStates } from './screens-states';
import { startServer } from './server-process';

const outDir = path.resolve(process.argv[2] ?? 'screens');

async function signIn(page: Page, email: string): Promise<void> {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  await page.request.post('/api/usuario/login/google', { data: { token } });
}

/** The id of a well-known film of the demo catalogue, by its title. */
async function filmId(page: Page, title: string): Promise<number> {
  const answer = await page.request.get(`/api/lista/busq/false/false/0/1111111/i250?n=250`);
  const { pelis } = (await answer.json()) as { pelis: { id: number; nom: string }[] };
  const film = pelis.find((candidate) => candidate.nom.includes(title)) ?? pelis[0];
  if (!film) throw new Error('the demo catalogue has no films');
  return film.id;
}

/** Comments to show on the card: one by another member, one by the signed-in user. */
async function seedComments(browser: Browser, baseURL: string, id: number): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const comment = (text: string, voto: number) => ({ data: { vista: true, voto, comen: text } });
  await signIn(page, 'admin@demo.local');
  await page.request.post(
    `/api/peli/comenta/${id}`,
    comment('Preciosa. La banda sonora de Yann Tiersen no se me va de la cabeza.', 9),
  );
  await signIn(page, 'socio@demo.local');
  await page.request.post(
    `/api/peli/comenta/${id}`,
    comment('La vi en el cine en 2001 y sigue igual de bonita. París nunca ha salido mejor.', 8),
  );
  await context.close();
}

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
    await context.close();
  }
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
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
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
