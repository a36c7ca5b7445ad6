import fs from 'node:fs';
import path from 'node:path';
import type { FilmUpdateBody, FullCard } from '@cineclub/contract';
import type { Browser, Page } from '@playwright/test';
import { expect, test, workerServer } from '../fixtures';
import { CatalogueUi, findFilm, signIn } from './catalogue-ui';

/*
 * The admin screen (/admo) and the film card's admin extras. The e2e server is shared by every
 * spec, so each test puts back what it changes: titles, permissions, notices, files on disk.
 */

/** A demo film that no other spec looks at: its title and card may change for a while. */
const EDITED_FILM = 'Crueldad intolerable';

async function card(page: Page, id: number): Promise<FullCard> {
  const answer = await page.request.get(`/api/info/ficha/${id}/true`);
  expect(answer.ok()).toBe(true);
  const [film] = (await answer.json()) as FullCard[];
  if (!film) throw new Error(`no card for film ${id}`);
  return film;
}

/** Puts a film's card back as it was, through the admin call of the screen. */
async function restoreCard(page: Page, baseURL: string, film: FullCard) {
  const body: FilmUpdateBody = {
    nom: film.nom,
    nomo: film.nomo,
    nomen: film.nomen,
    anio: film.anio,
    dura: film.dura,
    arg: film.arg,
    imdb: film.imdb,
    gens: Object.keys(film.gens),
    pers: film.pers,
    cols: film.cols,
  };
  const answer = await page.request.put(`/admin/pel/ficha/${film.id}`, {
    headers: { Origin: baseURL },
    data: body,
  });
  expect(answer.ok()).toBe(true);
}

/** A second browser, signed in as someone else. */
async function otherUser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, baseURL, email);
  return { page, close: () => context.close() };
}

/** Answers the next confirm dialog and gives back its question. */
function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

test.describe('admin', () => {
  test('the admin code is its own chunk: not on /novedades, loaded with Cargando... on /admo', async ({
    page,
    baseURL,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    await page.goto('/novedades');
    await expect(page.locator('.tile').first()).toBeVisible();
    expect(scripts.some((script) => script.includes('admin-screen'))).toBe(false);

    // The chunk is held back a moment, so the placeholder can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/admin-screen-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Cuenta de admin@demo.local' }).click();
    await page.getByRole('link', { name: 'Administración' }).click();
    await expect(page).toHaveURL(/\/admo$/);
    await expect(page.getByText('Cargando...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    expect(scripts.some((script) => script.includes('admin-screen'))).toBe(true);
  });

  test('a non-admin at /admo is told so and makes no admin call', async ({ page, baseURL }) => {
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/admin/') || url.pathname.includes('admin-screen')) {
        adminCalls.push(url.pathname);
      }
    });
    await page.goto('/admo/usuarios');
    await expect(
      page.getByText('Inicia sesión con una cuenta de administración para entrar aquí.'),
    ).toBeVisible();
    await signIn(page, baseURL ?? '', 'invitado@demo.local');
    await page.goto('/admo/1');
    await expect(page.getByRole('alert')).toHaveText(
      'No tienes permiso de administración: esta página es sólo para el jefe.',
    );
    // No admin link in the user menu either.
    await page.getByRole('button', { name: 'Cuenta de invitado@demo.local' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar sesión', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);
    expect(adminCalls).toEqual([]);
  });

  test('inline title and synopsis edits ask first; the card shows the admin extras', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    const found = await findFilm(page.request, EDITED_FILM);
    const before = await card(page, found.id);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/admin/pel/upficha/')) {
        puts.push(request.postData() ?? '');
      }
    });
    try {
      await page.goto(`/peli/${found.id}/x`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(before.nom);
      await expect(page.getByRole('link', { name: 'Amulear' })).toHaveAttribute(
        'href',
        /^ed2k:\/\/\|search\|Intolerable%20Cruelty%202003\|\/$/,
      );
      await expect(page.getByRole('link', { name: 'Editar la película' })).toHaveAttribute(
        'href',
        `/admo/${found.id}`,
      );

      // Dismissed: nothing is sent and the title stays.
      await page.getByRole('button', { name: 'Cambiar el título' }).click();
      await page.getByLabel('Título').fill('Intolerancia (e2e)');
      let question = answerConfirm(page, false);
      await page.getByRole('button', { name: 'Guardar' }).click();
      expect(await question).toBe('Seguro que quieres el cambio?');
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect(heading).toHaveText(before.nom);
      expect(puts).toEqual([]);

      // Accepted: the call of the spec, and the card shows the new title.
      await page.getByRole('button', { name: 'Cambiar el título' }).click();
      await page.getByLabel('Título').fill('Intolerancia (e2e)');
      question = answerConfirm(page, true);
      await page.getByRole('button', { name: 'Guardar' }).click();
      expect(await question).toBe('Seguro que quieres el cambio?');
      await expect(heading).toHaveText('Intolerancia (e2e)');
      expect(puts.map((body) => JSON.parse(body))).toEqual([{ nom: 'Intolerancia (e2e)' }]);

      await page.getByRole('button', { name: 'Cambiar la sinopsis' }).click();
      await page
        .getByLabel('Sinopsis')
        .fill('Cuatro historias de intolerancia a lo largo de la historia.');
      question = answerConfirm(page, true);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await question;
      await expect(
        page.getByText('Cuatro historias de intolerancia a lo largo de la historia.'),
      ).toBeVisible();
      expect(JSON.parse(puts[1] ?? '')).toEqual({
        arg: 'Cuatro historias de intolerancia a lo largo de la historia.',
      });

      // Others see the new title, and none of the admin extras.
      const guest = await otherUser(browser, baseURL ?? '', 'socio@demo.local');
      await guest.page.goto(`/peli/${found.id}/x`);
      await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Intolerancia (e2e)');
      await expect(guest.page.getByRole('link', { name: 'Amulear' })).toHaveCount(0);
      await expect(guest.page.getByRole('button', { name: 'Cambiar el título' })).toHaveCount(0);
      await guest.close();
    } finally {
      await restoreCard(page, baseURL ?? '', before);
    }
  });

  test('file folders show on the admin path only', async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    const film = await findFilm(page.request, 'Cadena perpetua');
    const [file] = (await card(page, film.id)).arcs;
    if (!file) throw new Error('Cadena perpetua has no file');
    await page.goto(`/peli/${film.id}/x`);
    const files = page.getByRole('region', { name: 'Archivos' });
    await expect(files.getByText(file.nom)).toBeVisible();
    await expect(files.locator('.file-dir')).toHaveCount(0);
    await page.getByRole('link', { name: 'Editar la película' }).click();
    await expect(page).toHaveURL(new RegExp(`/admo/${film.id}$`));
    await expect(page.locator('.film-card .file-dir')).toHaveText(`${file.dir}/`);
  });

  test('the admin screen edits a film card and shows the audit line', async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    const found = await findFilm(page.request, EDITED_FILM);
    const before = await card(page, found.id);
    try {
      await page.goto('/admo/pelicula');
      await page.getByLabel('Busca por título, o escribe su número').fill(EDITED_FILM);
      await page
        .getByRole('region', { name: 'Elige una película' })
        .getByRole('button', { name: 'Buscar' })
        .click();
      await page.getByRole('link', { name: EDITED_FILM, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admo/${found.id}$`));
      const form = page.getByRole('region', { name: 'Ficha completa' });

      // Checked before sending.
      await form.getByLabel('Año').fill('19');
      await form.getByLabel('Duración (minutos)').fill('163');
      await form.getByRole('button', { name: 'Guardar la ficha' }).click();
      await expect(form.getByRole('alert')).toContainText('El año va de 1870 a 2100, o vacío');

      await form.getByLabel('Año').fill('1916');
      await form.getByLabel('Western').check();
      await form.getByLabel('Dirección').fill('nm0000428 D.W. Griffith');
      await form.getByLabel('Criterion').fill('999');
      await form.getByRole('button', { name: 'Guardar la ficha' }).click();
      await expect(form.getByRole('status')).toHaveText('Ficha guardada');

      const audit = page.getByRole('region', { name: 'Registro de cambios' });
      await expect(audit.getByText('admin@demo.local').first()).toBeVisible();
      await expect(audit.locator('li')).not.toHaveCount(0);

      await page.goto(`/peli/${found.id}/x`);
      await expect(page.locator('.film-facts')).toContainText('163 min');
      await expect(page.locator('.film-people')).toContainText('D.W. Griffith');
      await expect(page.locator('.film-lists')).toContainText('Criterion nº 999');
    } finally {
      await restoreCard(page, baseURL ?? '', before);
    }
  });

  test('a permission granted on the screen takes effect for that user', async ({
    page,
    baseURL,
    browser,
  }) => {
    const email = `nuevo-e2e-${Date.now()}@demo.local`;
    const member = await otherUser(browser, baseURL ?? '', email);
    const memberUi = new CatalogueUi(member.page);
    await member.page.goto('/novedades');
    await memberUi.openSettings();
    await expect(memberUi.settingsMenu.getByLabel('Sólo descargables')).toHaveCount(0);

    await signIn(page, baseURL ?? '', 'admin@demo.local');
    await page.goto('/admo/usuarios');
    // An admin cannot take their own admo away.
    await expect(page.getByLabel('Administración de admin@demo.local')).toBeDisabled();
    await page.getByLabel('Buscar usuarios por dirección o nombre').fill(email);
    await page
      .getByRole('region', { name: 'Usuarios' })
      .getByRole('button', { name: 'Buscar' })
      .click();
    const downloads = page.getByLabel(`Descargas de ${email}`);
    await downloads.check();
    await expect(downloads).toBeChecked();
    // The switch stays disabled until the server has kept the change.
    await expect(downloads).toBeEnabled();

    await member.page.reload();
    await memberUi.openSettings();
    await expect(memberUi.settingsMenu.getByLabel('Sólo descargables')).toBeVisible();

    await downloads.uncheck();
    await expect(downloads).not.toBeChecked();
    await expect(downloads).toBeEnabled();
    await member.page.reload();
    await memberUi.openSettings();
    await expect(memberUi.settingsMenu.getByLabel('Sólo descargables')).toHaveCount(0);

    // Ending the user's sessions signs them out; deleting removes the user.
    const row = page.locator('.admin-user', { hasText: email });
    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: 'Cerrar sus sesiones' }).click();
    await expect(row).toContainText('0 sesiones');
    await member.page.reload();
    await expect(member.page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: 'Borrar usuario' }).click();
    await expect(page.getByText('Ningún usuario coincide')).toBeVisible();
    await member.close();
  });

  test('a notice written on the screen reaches another user, and goes when deleted', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    const film = await findFilm(page.request, 'Cadena perpetua');
    const text = `Nueva en el club: %${film.id}%${film.nom}%, en versión restaurada`;
    await page.goto('/admo/avisos');
    await page.getByLabel('Texto del aviso').fill(text);
    const preview = page.locator('.admin-preview');
    await expect(preview.getByRole('link', { name: film.nom })).toBeVisible();
    await expect(preview).toContainText('en versión restaurada');
    await page.getByRole('button', { name: 'Publicar' }).click();
    const published = page.getByRole('region', { name: 'Avisos publicados' });
    await expect(published.getByText('en versión restaurada')).toBeVisible();

    const member = await otherUser(browser, baseURL ?? '', 'socio@demo.local');
    await member.page.goto('/novedades');
    const banner = member.page.getByRole('complementary', { name: 'Avisos' });
    const notice = banner.locator('.notice', { hasText: 'en versión restaurada' });
    await expect(notice.getByRole('link', { name: film.nom })).toBeVisible();

    page.once('dialog', (dialog) => dialog.accept());
    await published
      .locator('li', { hasText: 'en versión restaurada' })
      .getByRole('button', { name: 'Borrar el aviso' })
      .click();
    await expect(published.getByText('en versión restaurada')).toHaveCount(0);
    await member.page.reload();
    await expect(member.page.getByRole('heading', { name: 'Novedades' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await member.close();
  });

  test('a disk scan runs from the screen with progress and a summary', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    // A well-known film without files, in no list the other specs pick films from (i250).
    const i250 = await page.request.get('/api/lista/busq/false/false/0/1111111/i250?n=500');
    const inI250 = new Set(
      ((await i250.json()) as { pelis: { id: number }[] }).pelis.map((f) => f.id),
    );
    const crit = await page.request.get('/api/lista/busq/false/false/0/1111111/crit?n=500');
    const film = (
      (await crit.json()) as { pelis: { id: number; nom: string; numed2: number }[] }
    ).pelis.find((candidate) => candidate.numed2 === 0 && !inI250.has(candidate.id));
    if (!film) throw new Error('no Criterion film without files outside the IMDb top 250');
    const { imdb, anio } = await card(page, film.id);
    const folder = path.join(workerServer().dataDir, 'disks', 'disco1', `${film.nom} (${anio})`);
    const name = `${film.nom} [tt${String(imdb).padStart(7, '0')}].mkv`;
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, name), Buffer.alloc(32 * 1024, 7));

    const scan = page.getByRole('region', { name: 'Escanear los discos' });
    const runScan = async () => {
      await scan.getByRole('button', { name: 'Empezar' }).click();
      await expect(scan.getByRole('status')).toContainText('Hecha', { timeout: 20_000 });
      await expect(scan.getByRole('button', { name: 'Empezar' })).toBeEnabled();
    };
    try {
      await page.goto('/admo/catalogo');
      await runScan();
      await expect(scan.getByText('Resumen')).toBeVisible();
      await expect(scan.getByText(/^Ficheros: \d+; 1 nuevos,/)).toBeVisible();
      await expect(scan.getByText('Películas que ya se pueden descargar: 1')).toBeVisible();
      await expect(scan.locator('.admin-job-steps li')).not.toHaveCount(0);
      expect((await card(page, film.id)).arcs.map((file) => file.nom)).toEqual([name]);
    } finally {
      // The file goes again, and so does its row, so the catalogue is as the other specs expect.
      fs.rmSync(folder, { recursive: true, force: true });
      await page.goto('/admo/catalogo');
      await runScan();
      await expect(scan.getByText(/1 desaparecidos/)).toBeVisible();
    }
    expect((await card(page, film.id)).arcs).toEqual([]);
  });

  test('the IMDb panel shows the daily refresh the server is set for', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'admin@demo.local');
    await page.goto('/admo/catalogo');
    const imdb = page.getByRole('region', { name: 'Importar IMDb' });
    await expect(imdb.getByText('Programada')).toBeVisible();
    await expect(
      imdb.getByText(/Cada día a las \d\d:\d\d se importan los ficheros de .*cineclub-e2e-imdb\.$/),
    ).toBeVisible();
    await expect(imdb.getByText(/^Próxima: /)).toBeVisible();
  });
});
