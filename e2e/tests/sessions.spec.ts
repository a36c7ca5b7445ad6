import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

function fitsWidth(page: Page, width: number) {
  return page.evaluate(
    (screen) => document.documentElement.scrollWidth <= Math.min(window.innerWidth, screen),
    width,
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

test.describe('film nights, /sesiones and /sesion/{id}', () => {
  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    test(`asks a visitor to sign in (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/sesiones', '/sesion/1']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Sesiones', level: 1 })).toBeVisible();
        await expect(page.locator('.sign-in-prompt')).toContainText('inicia sesión');
      }
      await expect(page.locator('.header-nav').getByRole('link', { name: 'Sesiones' })).toHaveCount(
        0,
      );
      expect(await fitsWidth(page, viewport.width)).toBe(true);
      await shot(page, `sesiones-signed-out-${size}`);
    });

    test(`proposes a night, votes and says they come (${size})`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const member = size === 'laptop' ? 'socio@demo.local' : 'marta@demo.local';
      await signIn(page, baseURL ?? '', member);
      if (size === 'laptop') {
        await page.goto('/novedades');
        await page.locator('.header-nav').getByRole('link', { name: 'Sesiones' }).click();
      } else {
        await page.goto('/sesiones');
      }
      await expect(page).toHaveURL(/\/sesiones$/);
      await page.getByRole('button', { name: 'Nueva sesión' }).click();
      const form = page.getByRole('form', { name: 'Nueva sesión' });
      await form.getByLabel('Título').fill(`Noche de prueba ${size}`);
      await form.getByLabel('Dónde').fill('Casa de Ana');
      // Sending with one film says why it cannot go.
      await form.getByLabel('Buscar una película').fill('casablanca');
      await form.locator('.film-search .film-choice').first().click();
      await form.getByRole('button', { name: 'Proponer la sesión' }).click();
      await expect(form.getByRole('alert')).toContainText('al menos dos');
      await form.locator('.suggestions .film-choice[aria-pressed="false"]').first().click();
      await expect(form.getByText('2 de 8 elegidas')).toBeVisible();
      await shot(page, `sesiones-form-${size}`);
      expect(await fitsWidth(page, viewport.width)).toBe(true);
      await form.getByRole('button', { name: 'Proponer la sesión' }).click();

      await expect(page).toHaveURL(/\/sesion\/\d+$/);
      await expect(page.getByRole('heading', { name: `Noche de prueba ${size}` })).toBeVisible();
      await expect(page.getByRole('timer')).toContainText('La votación se cierra en');
      const tiles = page.locator('.night-tile');
      await expect(tiles).toHaveCount(2);
      await tiles
        .first()
        .getByRole('button', { name: /^Votar/ })
        .click();
      await expect(tiles.first().locator('.night-tile-votes')).toHaveText('1 voto');
      await expect(tiles.first().getByRole('button', { name: /^Votar/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: 'Voy', exact: true }).click();
      await expect(page.locator('.attendees')).toContainText(
        size === 'laptop' ? 'Socio (demo)' : 'Marta (demo)',
      );
      await expect(page.getByRole('link', { name: 'Descargar el evento (.ics)' })).toHaveAttribute(
        'href',
        /^\/api\/sesiones\/\d+\.ics$/,
      );
      await expect(page.getByLabel('Dirección de tu calendario')).toHaveValue(
        /^webcal:\/\/.+\/api\/sesiones\/calendario\//,
      );
      const before = await page.getByLabel('Dirección de tu calendario').inputValue();
      await page.getByRole('button', { name: 'Cambiar la dirección' }).click();
      await expect(page.getByRole('status')).toContainText('la anterior ya no funciona');
      expect(await page.getByLabel('Dirección de tu calendario').inputValue()).not.toBe(before);
      expect(await fitsWidth(page, viewport.width)).toBe(true);
      await shot(page, `sesion-signed-in-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/sesiones');
      await expect(
        page.locator('.night-item', { hasText: `Noche de prueba ${size}` }),
      ).toContainText('Ya has votado');
      await shot(page, `sesiones-signed-in-${size}`);
    });
  }

  test('shows the winner once the deadline passes', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(LAPTOP);
    await signIn(page, baseURL ?? '', 'lucia@demo.local');
    const origin = { Origin: baseURL ?? '' };
    const films = await (await page.request.get('/api/sesiones/pelis?q=casablanca')).json();
    const more = await (await page.request.get('/api/sesiones/pelis?q=vertigo')).json();
    const candidatas = [films.pelis[0].id, more.pelis[0].id];
    const now = Math.floor(Date.now() / 1000);
    const created = await page.request.post('/api/sesiones', {
      data: {
        titulo: 'Cierre pronto',
        lugar: 'Cada uno en su casa',
        cuando: now + 86_400,
        cierre: now + 4,
        candidatas,
      },
      headers: origin,
    });
    expect(created.ok()).toBe(true);
    const { id } = await created.json();
    await page.request.put(`/api/sesiones/${id}/voto`, {
      data: { pelis: [candidatas[1]] },
      headers: origin,
    });
    await page.goto(`/sesion/${id}`);
    await expect(page.locator('.chip[data-state="cerrada"]')).toBeVisible({ timeout: 25_000 });
    await expect(page.locator('.night-tile[data-winner]')).toHaveCount(1);
    await expect(page.locator('.night-tile[data-winner] .night-tile-votes')).toHaveText('1 voto');
    await shot(page, 'sesion-closed-laptop');
  });
});
