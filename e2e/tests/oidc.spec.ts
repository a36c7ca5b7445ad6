import type { Page } from '@playwright/test';
import {
  freePort,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from '../../server/test/oidc-provider';
import { expect, test } from '../fixtures';
import { type RunningServer, startServer } from '../server-process';

/**
 * Sign-in through the club's OpenID Connect provider, the whole way in a real browser: a real
 * provider (panva's oidc-provider) runs in this process on 127.0.0.1, the built server is set up
 * with it and with Google, whose script is replaced (no test reaches the internet). Only the
 * provider's login screen is skipped: the test says who signs in there.
 */
const GOOGLE_STAND_IN = `
window.google = { accounts: { id: {
  initialize() {},
  renderButton(parent, options) {
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Acceder con Google');
    // Google's own button is a round icon on a phone.
    button.textContent = options.type === 'icon' ? 'G' : 'Acceder con Google';
    parent.append(button);
  },
} } };
`;

let provider: TestProvider;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The site's address must be known before it starts: it is the redirect URI's origin.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startTestProvider([`${publicUrl}/api/usuario/oidc/callback`]);
  provider.accounts.set('ana', { email: 'ana@club.es', email_verified: true, name: 'Ana Club' });
  provider.accounts.set('jefa', {
    email: 'jefa@club.es',
    email_verified: true,
    name: 'Jefa Club',
    groups: ['cineclub-admin'],
  });
  // Down as the site starts: it starts all the same.
  await provider.down();
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_NAME: 'Club',
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_ADMIN_GROUP: 'cineclub-admin',
    GOOGLE_CLIENT_ID: 'cineclub-e2e.apps.googleusercontent.com',
    LOGIN_RATE_LIMIT: '10000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

async function open(page: Page) {
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GOOGLE_STAND_IN }),
  );
  await page.goto(`${server.url}/novedades`);
}

const header = (page: Page) => page.getByRole('banner');
const clubButton = (page: Page) => header(page).getByRole('button', { name: 'Entrar con Club' });
const newUserScreen = (page: Page) =>
  page.getByRole('dialog', { name: 'Se ha creado un nuevo usuario' });

// One provider and one site through the file, in order: each test goes on from the last.
test.describe.configure({ mode: 'serial' });

test.describe('OpenID Connect sign-in', () => {
  test('the button says so when the provider does not answer, and works once it does', async ({
    page,
  }) => {
    await open(page);
    await expect(header(page).getByRole('button', { name: 'Acceder con Google' })).toBeVisible();
    await clubButton(page).click();
    await expect(header(page).getByRole('alert')).toHaveText(
      'No se pudo iniciar sesión: Club no responde; prueba más tarde',
    );
    await provider.up();
    provider.signInAs('ana');
    await clubButton(page).click();
    await expect(newUserScreen(page)).toBeVisible();
    // Its text wraps inside it (it opens from the header, whose row does not wrap).
    const overflow = await newUserScreen(page).evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await newUserScreen(page).getByLabel('Tu nombre en el club').fill('Socia nueva');
    await newUserScreen(page).getByRole('button', { name: 'Correcto' }).click();
    await expect(newUserScreen(page)).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Cuenta de ana@club.es' })).toBeVisible();

    // The screen came from the callback's one-time mark: a reload does not show it again.
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Cuenta de ana@club.es' })).toBeVisible();
    await expect(newUserScreen(page)).toBeHidden();

    // Signed out, and in again through the provider: a known user, no new-user screen.
    await header(page).getByRole('button', { name: 'Cuenta de ana@club.es' }).click();
    await header(page).getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await expect(clubButton(page)).toBeVisible();
    await clubButton(page).click();
    await expect(header(page).getByRole('button', { name: 'Cuenta de ana@club.es' })).toBeVisible();
    await expect(newUserScreen(page)).toBeHidden();
  });

  test('Ha sido un error deletes the user the provider’s sign-in made', async ({ page }) => {
    provider.accounts.set('error', { email: 'error@club.es', email_verified: true });
    provider.signInAs('error');
    await open(page);
    await clubButton(page).click();
    await newUserScreen(page).getByRole('button', { name: 'Ha sido un error' }).click();
    await expect(newUserScreen(page)).toBeHidden();
    await expect(clubButton(page)).toBeVisible();
  });

  test('a member of the admin group administers, and the admin screen shows identities', async ({
    page,
  }) => {
    provider.signInAs('jefa');
    await open(page);
    await clubButton(page).click();
    // Created with bajed2: only 'Correcto'.
    await newUserScreen(page).getByLabel('Tu nombre en el club').fill('Socia nueva');
    await newUserScreen(page).getByRole('button', { name: 'Correcto' }).click();
    await page.goto(`${server.url}/admo/usuarios`);
    const jefa = page.locator('.admin-user', { hasText: 'jefa@club.es' });
    await expect(jefa).toContainText('Entra con Club jefa');
    await expect(
      jefa.getByRole('checkbox', { name: 'Administración de jefa@club.es' }),
    ).toBeChecked();
    const ana = page.locator('.admin-user', { hasText: 'ana@club.es' });
    await expect(ana).toContainText('Entra con Club ana');
  });

  test('the button says so when the provider goes down later', async ({ page }) => {
    await provider.down();
    try {
      await open(page);
      await clubButton(page).click();
      await expect(header(page).getByRole('alert')).toHaveText(
        'No se pudo iniciar sesión: Club no responde; prueba más tarde',
      );
    } finally {
      await provider.up();
    }
  });
});
