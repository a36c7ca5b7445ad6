import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, workerServer } from '../fixtures';

interface FilmRef {
  id: number;
  nom: string;
}

/** Signs the page's browser context in through the demo issuer, as the sign-in button does. */
async function signIn(page: Page, email: string) {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  const login = await page.request.post('/api/usuario/login/google', { data: { token } });
  expect(login.status()).toBe(200);
}

/** A well-known film (complete card) with or without files, found through the real API. */
async function famousFilm(page: Page, withFiles: boolean, skip = 0): Promise<FilmRef> {
  const response = await page.request.get(
    `/api/lista/busq/${withFiles}/false/0/1111111/i250?n=200`,
  );
  const { pelis } = (await response.json()) as { pelis: (FilmRef & { numed2: number })[] };
  const films = pelis.filter((film) => film.numed2 > 0 === withFiles);
  const film = films[skip];
  if (!film) throw new Error('the demo catalogue has no such film');
  return film;
}

test.describe('community', () => {
  test('want flag, request and the /recor list', async ({ page }) => {
    await signIn(page, 'socio@demo.local');
    const film = await famousFilm(page, false);
    await page.goto(`/peli/${film.id}/x`);
    await expect(page.getByRole('button', { name: 'Quiero verla' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Quiero verla' }).click();
    await expect(page.getByRole('button', { name: 'Ya no quiero verla' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Avísame si descargable' }).click();
    await expect(page.getByRole('button', { name: 'Solicitada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/recor');
    await expect(page.getByRole('heading', { name: 'Pelis por ver' })).toBeVisible();
    await expect(page.locator('.tile-title', { hasText: film.nom })).toBeVisible();

    await page.goto(`/peli/${film.id}/x`);
    await page.getByRole('button', { name: 'Ya no quiero verla' }).click();
    await expect(page.getByRole('button', { name: 'Quiero verla' })).toBeVisible();
  });

  test('comments: score rule, edit, others see them, delete after the confirmation', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'socio@demo.local');
    const film = await famousFilm(page, true, 1);
    await page.goto(`/peli/${film.id}/x`);
    const comments = page.getByRole('region', { name: 'Comentarios' });
    // Headings in order: the film (h1), then its files and its comments (h2).
    await expect(page.getByRole('heading', { level: 1, name: film.nom })).toBeVisible();
    await expect(page.locator('h2.file-listing-title').first()).toBeAttached();
    await expect(comments.getByRole('heading', { level: 2, name: 'Comentarios' })).toBeVisible();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/peli/comenta/')) sent++;
    });

    // One mark per film (issue 47): the score and seen mark live in the card's head.
    const mark = page.getByRole('group', { name: 'Tu marca' });
    await mark.getByLabel('Tu nota').selectOption('9');
    await expect.poll(() => sent).toBe(1);
    await expect(mark.getByLabel('Tu nota')).toBeEnabled();
    await mark.getByRole('checkbox', { name: 'La has vista' }).check();
    await expect.poll(() => sent).toBe(2);
    await expect(mark.getByRole('checkbox', { name: 'La has vista' })).toBeChecked();
    await expect(mark.getByLabel('Tu nota')).toHaveValue('9');
    // A score and seen mark with no text are no comment card.
    const own = comments.locator('.comment.own');
    await expect(own).toHaveCount(0);

    // The review form is text alone; sending it empty is refused here.
    await expect(comments.getByRole('radiogroup', { name: 'Nota' })).toHaveCount(0);
    await comments.getByRole('button', { name: 'Comentar', exact: true }).click();
    await expect(comments.getByRole('alert')).toHaveText('Escribe algo antes de enviarlo');
    expect(sent).toBe(2);

    await comments.getByLabel('Escribe tu reseña').fill('Una <b>obra</b> maestra');
    await expect(comments.getByText('3.977 caracteres libres')).toBeVisible();
    await comments.getByRole('button', { name: 'Comentar', exact: true }).click();
    // The review completes the score-only entry: one card, with the score and the seen mark.
    await expect(own).toContainText('Una <b>obra</b> maestra');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('9/10');
    await expect(own).toContainText('Vista');
    await expect(comments.getByLabel('Escribe tu reseña')).toHaveValue('');
    // The score counts in the club's, beside IMDb's rating (issue 32).
    await expect(page.locator('.film-score [data-club-score]')).toContainText('Nota del club');
    expect(sent).toBe(3);
    // Unmarking seen takes the mark off a comment that says more.
    await expect(mark.getByLabel('Tu nota')).toBeEnabled();
    await mark.getByRole('checkbox', { name: 'La has vista' }).uncheck();
    await expect(mark.getByRole('checkbox', { name: 'La has vista' })).not.toBeChecked();
    await expect(own).toContainText('9/10');
    await expect(own).not.toContainText('Vista');
    expect(sent).toBe(4);

    await own.getByRole('button', { name: 'Editar' }).click();
    const editScore = own.getByRole('radiogroup', { name: 'Nota' });
    await expect(editScore.getByRole('radio', { name: '9', exact: true })).toBeChecked();
    await editScore.getByRole('radio', { name: '7', exact: true }).check();
    await own.getByRole('button', { name: 'Guardar' }).click();
    await expect(own).toContainText('7/10');

    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'admin@demo.local');
    await adminPage.goto(`/peli/${film.id}/x`);
    const seenByAdmin = adminPage.locator('.comment', { hasText: 'Una <b>obra</b> maestra' });
    await expect(seenByAdmin).toContainText('Socio (demo)');
    await expect(seenByAdmin.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
    await adminContext.close();

    let question = '';
    page.once('dialog', async (dialog) => {
      question = dialog.message();
      await dialog.accept();
    });
    await own.getByRole('button', { name: 'Borrar' }).click();
    await expect(comments.locator('.comment.own')).toHaveCount(0);
    expect(question).toBe('Vas a borrar el comentario');
  });

  test("a card shows others' newest comments; 'Ver más comentarios' adds older ones", async ({
    page,
  }) => {
    const film = await famousFilm(page, true, 3);
    const url = `/api/peli/comenta/${film.id}`;
    for (const [email, words] of [
      ['admin@demo.local', ['Primero', 'Segundo']],
      ['invitado@demo.local', ['Tercero', 'Cuarto']],
    ] as const) {
      await signIn(page, email);
      for (const comen of words) {
        const saved = await page.request.post(url, { data: { vista: false, voto: -1, comen } });
        expect(saved.status()).toBe(200);
      }
    }
    await signIn(page, 'socio@demo.local');
    await page.goto(`/peli/${film.id}/x`);
    const comments = page.getByRole('region', { name: 'Comentarios' });
    await expect(comments.getByText('Cuarto')).toBeVisible();
    await expect(comments.getByText('Segundo')).toBeVisible();
    await expect(comments.getByText('Primero')).toHaveCount(0);
    await comments.getByRole('button', { name: 'Ver más comentarios' }).click();
    await expect(comments.locator('.comment').first()).toContainText('Primero');
    await expect(comments.getByRole('button', { name: 'Ver más comentarios' })).toHaveCount(0);
  });

  test('a requested film that gets a file shows a notice whose link opens it', async ({ page }) => {
    await signIn(page, 'socio@demo.local');
    const film = await famousFilm(page, false, 2);
    expect((await page.request.post(`/api/peli/pide/${film.id}`)).status()).toBe(204);
    const [card] = (await (await page.request.get(`/api/info/ficha/${film.id}/true`)).json()) as {
      imdb: number;
      anio: number;
    }[];
    if (!card) throw new Error('no card');

    // The owner drops the film on a disk and runs the scan, with the site running.
    const { dataDir } = workerServer();
    const folder = path.join(dataDir, 'disks', 'disco1', `${film.nom} (${card.anio})`);
    fs.mkdirSync(folder, { recursive: true });
    const name = `${film.nom} [tt${String(card.imdb).padStart(7, '0')}].mkv`;
    fs.writeFileSync(path.join(folder, name), Buffer.alloc(64 * 1024, 1));
    const cli = path.resolve(import.meta.dirname, '../../server/src/startup/catalogue-cli.ts');
    execFileSync(process.execPath, ['--import', 'tsx', cli, 'scan'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });

    await page.goto('/novedades');
    const notice = page.getByRole('complementary', { name: 'Avisos' }).locator('.notice', {
      hasText: 'ya se puede descargar',
    });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: film.nom }).click();
    await expect(page).toHaveURL(new RegExp(`/peli/${film.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: film.nom })).toBeVisible();

    await page.goto('/novedades');
    await notice.getByRole('button', { name: 'Borrar aviso' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Novedades' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('contact form says Enviado', async ({ page }) => {
    await signIn(page, 'invitado@demo.local');
    await page.goto('/contact');
    await page
      .getByLabel('Pide películas o cuenta un error al jefe')
      .fill('¿Podéis subir «Amélie»?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status')).toHaveText('Enviado');
    await page.getByRole('button', { name: 'Escribir otro mensaje' }).click();
    await expect(page.getByLabel('Pide películas o cuenta un error al jefe')).toHaveValue('');
  });

  test("a visitor is not offered the signed-in user's own list", async ({ page }) => {
    await page.goto('/novedades');
    await page.getByText('Listas', { exact: true }).click();
    await expect(page.getByRole('link', { name: '1000 pelis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pelis por ver' })).toHaveCount(0);
    await page.getByText('Ajustes', { exact: true }).click();
    const lists = page.getByLabel('Buscar en');
    await expect(lists.locator('option', { hasText: 'IMDb top 250' })).toHaveCount(1);
    await expect(lists.locator('option', { hasText: 'Pelis por ver' })).toHaveCount(0);
  });

  test('contact signed out says why there is no form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText(/Escribir al jefe es cosa de socios/)).toBeVisible();
    await expect(page.locator('textarea')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  });

  test('a router error is reported to the log call', async ({ page }) => {
    // Watches the beacon on its way to the real server (it is passed on unchanged).
    const reported = new Promise<string>((resolve) => {
      void page.route('**/api/log/glErr', async (route) => {
        resolve(route.request().postDataBuffer()?.toString('utf8') ?? '');
        await route.continue();
      });
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/peli/99999999/no-existe');
    await expect(page.getByRole('heading', { name: 'No existe esa película' })).toBeVisible();
    const body = JSON.parse(await reported) as { message: string; url: string };
    expect(body.url).toBe('/peli/99999999/no-existe');
    expect(body.message).toMatch(/película/);
    // A missing film is asked for once (a 404 is not retried) and reported once.
    await page.waitForTimeout(500);
    expect(asked.filter((path) => path.startsWith('/api/info/ficha/'))).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/log/glErr')).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });
});
