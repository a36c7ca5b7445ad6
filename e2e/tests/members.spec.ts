import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/members');

/** A new address per call, so runs against the same server never meet an old user. */
const newEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** Signs the page's browser context in through the demo issuer, as the sign-in button does. */
async function signIn(page: Page, email: string) {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  const login = await page.request.post('/api/usuario/login/google', { data: { token } });
  expect(login.status()).toBe(200);
}

async function memberIdOf(page: Page): Promise<number> {
  const answer = await page.request.get('/api/usuario/privacidad');
  return ((await answer.json()) as { socio: number }).socio;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe('members', () => {
  for (const size of SIZES) {
    test(`the new-user screen says what the club sees and where to change it at ${size.width}×${size.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const email = newEmail('nuevo');
      await page.goto('/novedades');
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByLabel('Otra dirección').fill(email);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Se ha creado un nuevo usuario' });
      await expect(dialog).toContainText(
        'las películas que has visto y tu lista de «Quiero verla»',
      );
      await shot(page, `new-user-${size.name}`);
      await dialog.getByRole('link', { name: /Puedes cambiarlo en Privacidad/ }).click();
      await expect(page).toHaveURL(/\/privacidad$/);
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('checkbox', { name: /las películas que he visto/ }),
      ).toBeChecked();
    });
  }

  for (const size of SIZES) {
    test(`privacy, export link and member page at ${size.width}×${size.height}`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(size);
      // Signed out: both screens say they are for members.
      await page.goto('/privacidad');
      await expect(page.getByText(/inicia sesión/)).toBeVisible();
      await shot(page, `privacy-signed-out-${size.name}`);
      await page.goto('/socio/1');
      await expect(page.getByText(/Las páginas de los socios son cosa de socios/)).toBeVisible();
      await shot(page, `member-signed-out-${size.name}`);

      const email = newEmail(`privada-${size.name}`);
      await signIn(page, email);
      // A rating and a seen mark, and one film wanted, through the real API.
      const list = await page.request.get('/api/lista/busq/false/false/0/1111111/i250?n=3');
      const films = ((await list.json()) as { pelis: { id: number; nom: string }[] }).pelis;
      const [rated, seen] = films;
      if (!rated || !seen) throw new Error('no films');
      await page.request.post(`/api/peli/comenta/${rated.id}`, {
        data: { vista: true, voto: 8, comen: 'Muy buena' },
      });
      await page.request.post(`/api/peli/comenta/${seen.id}`, {
        data: { vista: true, voto: -1, comen: '' },
      });
      await page.request.post(`/api/peli/verla/${seen.id}/si`);
      const id = await memberIdOf(page);

      // The user menu: privacy and the export, next to deleting the account.
      await page.goto('/novedades');
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Cuenta de ${email}` })
        .click();
      const menu = page.locator('#user-menu');
      const exportLink = menu.getByRole('link', { name: 'Descargar mis datos' });
      await expect(exportLink).toHaveAttribute('href', '/api/usuario/exportar');
      await expect(menu.getByRole('button', { name: 'Borrar mi cuenta' })).toBeVisible();
      await shot(page, `user-menu-${size.name}`);
      const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
      expect(download.suggestedFilename()).toMatch(/^cineclub-\d{4}-\d{2}-\d{2}\.zip$/);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');

      await page
        .getByRole('banner')
        .getByRole('button', { name: `Cuenta de ${email}` })
        .click();
      await menu.getByRole('link', { name: 'Privacidad y mis datos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
      const marks = page.getByRole('checkbox', { name: /las películas que he visto/ });
      await expect(marks).toBeChecked();
      await marks.uncheck();
      await expect(page.getByRole('status')).toHaveText('Guardado');
      await shot(page, `privacy-${size.name}`);
      await page.reload();
      await expect(marks).not.toBeChecked();
      await expect(
        page.getByRole('checkbox', { name: 'Aparezco en la actividad del club' }),
      ).toBeChecked();

      // One's own page shows everything.
      await page.getByRole('link', { name: 'Ver mi página de socio' }).click();
      await expect(page).toHaveURL(new RegExp(`/socio/${id}$`));
      await expect(page.getByText('Eres tú')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Tus notas' }).getByText(rated.nom),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Has visto' })).toContainText('(2)');
      await expect(
        page.getByRole('region', { name: 'Quieres ver' }).getByText(seen.nom),
      ).toBeVisible();
      await shot(page, `member-own-${size.name}`);

      // Another member sees her ratings, not what she saw or wants.
      const other = await browser.newPage({ viewport: size, baseURL: page.url() });
      await signIn(other, 'socio@demo.local');
      await other.goto(`/socio/${id}`);
      await expect(
        other.getByRole('region', { name: 'Sus notas' }).getByText(rated.nom),
      ).toBeVisible();
      await expect(
        other.getByText('Prefiere no enseñar qué ha visto ni qué quiere ver.'),
      ).toBeVisible();
      await expect(other.getByRole('region', { name: 'Ha visto' })).toHaveCount(0);
      await shot(other, `member-other-${size.name}`);
      await other.close();
    });
  }
});
