import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/**
 * /avisos (issue 44) at a laptop's and a phone's size, signed out and in: the switches per kind
 * of notice, saved as they change; the push button of this device; 'Enviar una prueba'.
 * The e2e servers have no SMTP, so the screen says mail is off.
 */

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/notify');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const size of SIZES) {
  test.describe(`/avisos at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed out: asks to sign in', async ({ page }) => {
      await page.goto('/avisos');
      await expect(page.getByRole('heading', { name: 'Avisos', level: 1 })).toBeVisible();
      await expect(page.locator('.sign-in-prompt')).toContainText('inicia sesión');
      await shot(page, `signed-out-${size.name}`);
    });

    test('signed in: switches saved as they change, a test sent, push on this device', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL ?? '', 'socio@demo.local');
      await page.goto('/novedades');
      // Reached from the user menu.
      await page.locator('.avatar-button').click();
      await page.getByRole('link', { name: 'Avisos' }).click();
      await expect(page).toHaveURL(/\/avisos$/);
      await expect(page.getByRole('heading', { name: 'Avisos', level: 1 })).toBeVisible();
      await expect(page.getByText('no tiene el correo configurado')).toBeVisible();

      // Only the kinds this member may get: no owner's events for a member.
      const arrivalMail = page.getByRole('switch', {
        name: 'Correo: Llega una película que pediste',
      });
      await expect(arrivalMail).toBeChecked();
      await expect(page.getByRole('switch', { name: /Administración/ })).toHaveCount(0);
      await expect(page.getByText('Solo por correo')).toBeVisible();
      await shot(page, `signed-in-${size.name}`);

      const wantPush = page.getByRole('switch', {
        name: 'Notificaciones: Llega una película de «Quiero verla»',
      });
      const before = await wantPush.isChecked();
      await wantPush.click({ force: true });
      await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
      await page.reload();
      await expect(wantPush).toBeChecked({ checked: !before });
      // Back as it was, for the other size's run on the same server.
      await wantPush.click({ force: true });
      await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

      await page.getByRole('button', { name: 'Enviar una prueba' }).click();
      // Without mail, and push not on in this browser, the server says no channel is ready.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /Prueba enviada|No hay por dónde/ })
          .or(page.getByRole('alert').filter({ hasText: /^No hay ningún canal listo/ })),
      ).toBeVisible();

      // Chromium's push service (FCM) is out of this machine's reach: turning push on here ends
      // in the Spanish explanation, never in a raw browser error.
      await page
        .context()
        .grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
      await page.getByRole('button', { name: 'Activar en este dispositivo' }).click();
      await expect(
        page.getByText(/Este dispositivo recibe|El servicio de notificaciones de este navegador/),
      ).toBeVisible({ timeout: 30_000 });
    });
  });
}

test('the admin sees the outbox, by state', async ({ page, baseURL }) => {
  await signIn(page, baseURL ?? '', 'admin@demo.local');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/admo/envios');
    await expect(page.getByRole('heading', { name: 'Cola de avisos' })).toBeVisible();
    await page.getByRole('button', { name: 'Fallidos' }).click();
    await expect(page.getByRole('button', { name: 'Fallidos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shot(page, `admin-outbox-${size.name}`);
  }
});
