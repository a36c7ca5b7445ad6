import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

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
    await page.getByRole('button', { name: 'Quiero verla' }).click();
    await expect(page.getByRole('button', { name: 'Ya no quiero verla' })).toBeVisible();
    await page.getByRole('button', { name: 'Avísame si descargable' }).click();
    await expect(page.getByText('Solicitada')).toBeVisible();

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
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/peli/comenta/')) sent++;
    });

    await comments.getByLabel('Comentario').fill('Una <b>obra</b> maestra');
    await comments.getByLabel('Nota').fill('11');
    await comments.getByRole('button', { name: 'Comentar' }).click();
    await expect(comments.getByRole('alert')).toHaveText('La nota va de 0 a 10');
    expect(sent).toBe(0);

    await comments.getByLabel('Nota').fill('9');
    await comments.getByRole('button', { name: 'Comentar' }).click();
    const own = comments.locator('.comment.own');
    await expect(own).toContainText('Una <b>obra</b> maestra');
    await expect(own).toContainText('9/10');
    await expect(comments.getByText('Nota media de los socios: 9')).toBeVisible();
    await expect(comments.getByText('La has visto.')).toBeVisible();
    expect(sent).toBe(1);

    await own.getByRole('button', { name: 'Editar' }).click();
    await own.getByLabel('Nota').fill('12');
    await own.getByRole('button', { name: 'Guardar' }).click();
    await expect(own.getByRole('alert')).toHaveText('La nota va de 0 a 10');
    expect(sent).toBe(1);
    await own.getByLabel('Nota').fill('7');
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

  test('contact form says Enviado', async ({ page }) => {
    await signIn(page, 'invitado@demo.local');
    await page.goto('/contact');
    await page
      .getByLabel('Pide películas o cuenta un error al jefe')
      .fill('¿Podéis subir «Amélie»?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status')).toHaveText('Enviado');
  });

  test('a router error is reported to the log call', async ({ page }) => {
    // Watches the beacon on its way to the real server (it is passed on unchanged).
    const reported = new Promise<string>((resolve) => {
      void page.route('**/api/log/glErr', async (route) => {
        resolve(route.request().postDataBuffer()?.toString('utf8') ?? '');
        await route.continue();
      });
    });
    await page.goto('/peli/99999999/no-existe');
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    const body = JSON.parse(await reported) as { message: string; url: string };
    expect(body.url).toBe('/peli/99999999/no-existe');
    expect(body.message).toMatch(/película/);
  });
});
