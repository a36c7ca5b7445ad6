import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { type RunningServer, startServer } from '../server-process';

/** A new address per call, so runs against the same server never meet an old user. */
function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The header's account control and the dialogs it opens. */
class AccountUi {
  constructor(readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get signInButton() {
    return this.header.getByRole('button', { name: 'Iniciar sesión' });
  }

  avatar(email: string) {
    return this.header.getByRole('button', { name: `Cuenta de ${email}` });
  }

  get newUserScreen() {
    return this.page.getByRole('dialog', { name: 'Se ha creado un nuevo usuario' });
  }

  async open(path = '/novedades') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Novedades' })).toBeVisible();
  }

  async chooseDemoAccount(name: string, email: string) {
    await this.signInButton.click();
    await this.page
      .getByRole('button', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })
      .click();
    await expect(this.avatar(email)).toBeVisible();
  }

  /** Signs in with any address through the chooser's free email field. */
  async signInAs(email: string) {
    await this.signInButton.click();
    await this.page.getByLabel('Otra dirección').fill(email);
    await this.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  /** Signs in a new address and accepts the new-user screen. */
  async signInNewUser(email: string) {
    await this.signInAs(email);
    await expect(this.newUserScreen).toBeVisible();
    await this.newUserScreen.getByLabel('Tu nombre en el club').fill('Socia nueva');
    await this.newUserScreen.getByRole('button', { name: 'Correcto' }).click();
    await expect(this.newUserScreen).toBeHidden();
    await expect(this.avatar(email)).toBeVisible();
  }

  async openMenu(email: string) {
    await this.avatar(email).click();
    await expect(this.header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  }

  menuItem(name: string) {
    return this.header.getByRole('button', { name, exact: true });
  }
}

test.describe('accounts', () => {
  test('an anonymous visitor browses and sees the sign-in button', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts.google.com')) google.push(request.url());
    });
    const ui = new AccountUi(page);
    await ui.open();
    await expect(ui.signInButton).toBeVisible();
    await expect(page.locator('.tile').first()).toBeVisible();
    // A demo-only site never loads Google's script.
    expect(google).toEqual([]);
  });

  test('signs in with a demo account, stays signed in across a reload', async ({ page }) => {
    const ui = new AccountUi(page);
    await ui.open();
    await ui.signInButton.click();
    const chooser = page.getByRole('region', { name: 'Entrar con una cuenta de prueba' });
    await expect(chooser.getByRole('button', { name: /Jefa \(demo\)/ })).toBeVisible();
    await expect(chooser.getByRole('button', { name: /Invitado \(demo\)/ })).toBeVisible();
    await chooser.getByRole('button', { name: /Socio \(demo\)/ }).click();

    const avatar = ui.avatar('socio@demo.local');
    await expect(avatar).toBeVisible();
    // No picture from the demo issuer: initials instead.
    await expect(avatar.locator('.avatar-initials')).toHaveAttribute('data-initials', 'SO');
    // A known account is not a new user.
    await expect(ui.newUserScreen).toBeHidden();

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'cineclub_sesion');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.reload();
    await expect(ui.avatar('socio@demo.local')).toBeVisible();
  });

  test('a first sign-in shows the new-user screen; Correcto keeps the user', async ({ page }) => {
    const ui = new AccountUi(page);
    const email = newEmail('correcto');
    await ui.open();
    await ui.signInAs(email);
    await expect(ui.newUserScreen).toBeVisible();
    await expect(ui.newUserScreen.getByRole('button', { name: 'Ha sido un error' })).toBeVisible();
    await ui.newUserScreen.getByLabel('Tu nombre en el club').fill('Socia nueva');
    await ui.newUserScreen.getByRole('button', { name: 'Correcto' }).click();
    await expect(ui.newUserScreen).toBeHidden();
    await expect(ui.avatar(email)).toBeVisible();

    // Signing in again is not a new user: the user was kept.
    await ui.openMenu(email);
    await ui.menuItem('Cerrar sesión').click();
    await expect(ui.signInButton).toBeVisible();
    await ui.signInAs(email);
    await expect(ui.avatar(email)).toBeVisible();
    await expect(ui.newUserScreen).toBeHidden();
  });

  test('Ha sido un error deletes the new user and signs out', async ({ page }) => {
    const ui = new AccountUi(page);
    const email = newEmail('error');
    await ui.open();
    await ui.signInAs(email);
    await ui.newUserScreen.getByRole('button', { name: 'Ha sido un error' }).click();
    await expect(ui.newUserScreen).toBeHidden();
    await expect(ui.signInButton).toBeVisible();
    await page.reload();
    await expect(ui.signInButton).toBeVisible();

    // The user is gone: the same address is a new user again.
    await ui.signInAs(email);
    await expect(ui.newUserScreen).toBeVisible();
  });

  test('Cerrar sesión signs out this browser', async ({ page }) => {
    const ui = new AccountUi(page);
    await ui.open();
    await ui.chooseDemoAccount('Invitado (demo)', 'invitado@demo.local');
    await ui.openMenu('invitado@demo.local');
    await ui.menuItem('Cerrar sesión').click();
    await expect(ui.signInButton).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cineclub_sesion')).toBeUndefined();
    await page.reload();
    await expect(ui.signInButton).toBeVisible();
  });

  test('closing all sessions signs out the other browsers too', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = newEmail('todas');
    const laptop = new AccountUi(page);
    await laptop.open();
    await laptop.signInNewUser(email);

    const phoneContext = await browser.newContext({ baseURL });
    try {
      const phone = new AccountUi(await phoneContext.newPage());
      await phone.open();
      await phone.signInAs(email);
      await expect(phone.avatar(email)).toBeVisible();

      await phone.openMenu(email);
      await phone.menuItem('Cerrar todas las sesiones').click();
      await expect(phone.signInButton).toBeVisible();

      // The other browser finds out on its next load: the session check answers 204 (signed out).
      await laptop.page.reload();
      await expect(laptop.signInButton).toBeVisible();
    } finally {
      await phoneContext.close();
    }
  });

  test('a non-200 session check signs the web app out on load', async ({ page }) => {
    const ui = new AccountUi(page);
    await ui.open();
    await ui.chooseDemoAccount('Jefa (demo)', 'admin@demo.local');
    await page.route('**/api/usuario/logeado', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    await expect(ui.signInButton).toBeVisible();
  });

  test('a user without bajed2 may delete their account, after confirming', async ({ page }) => {
    const ui = new AccountUi(page);
    const email = newEmail('borrar');
    await ui.open();
    await ui.signInNewUser(email);

    await ui.openMenu(email);
    await ui.menuItem('Borrar mi cuenta').click();
    const confirm = page.getByRole('dialog', { name: '¿Borrar tu cuenta?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(ui.avatar(email)).toBeVisible();

    await ui.openMenu(email);
    await ui.menuItem('Borrar mi cuenta').click();
    await confirm.getByRole('button', { name: 'Borrar la cuenta' }).click();
    await expect(ui.signInButton).toBeVisible();

    await ui.signInAs(email);
    await expect(ui.newUserScreen).toBeVisible();
  });

  test('users with bajed2 are not offered account deletion', async ({ page }) => {
    const ui = new AccountUi(page);
    await ui.open();
    for (const [name, email] of [
      ['Socio (demo)', 'socio@demo.local'],
      ['Jefa (demo)', 'admin@demo.local'],
    ] as const) {
      await ui.chooseDemoAccount(name, email);
      await ui.openMenu(email);
      await expect(ui.menuItem('Cerrar todas las sesiones')).toBeVisible();
      await expect(ui.menuItem('Borrar mi cuenta')).toHaveCount(0);
      await ui.menuItem('Cerrar sesión').click();
      await expect(ui.signInButton).toBeVisible();
    }
  });
});

/**
 * Google's script, replaced: the browser must not reach the internet. Its button hands over an
 * ID token as Google's would. No test can get one signed by Google, and demo sign-in never runs
 * next to Google's (the server refuses DEMO=1 with GOOGLE_CLIENT_ID), so the token is a fake
 * one: the test follows it to the login call and the server's refusal on screen. Accepting a
 * good Google token is tested on the server against a local key set (accounts-tokens.test.ts).
 */
const FAKE_GSI = `
window.google = { accounts: { id: {
  initialize(options) { window.__gsiOptions = options; },
  renderButton(parent) {
    const button = document.createElement('button');
    button.textContent = 'Acceder con Google';
    button.addEventListener('click', () => {
      window.__gsiOptions.callback({ credential: 'credencial.de.prueba' });
    });
    parent.append(button);
  },
} } };
`;

test.describe('Google sign-in button', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({
      GOOGLE_CLIENT_ID: 'cineclub-e2e.apps.googleusercontent.com',
      LOGIN_RATE_LIMIT: '10000',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('loads Google Identity Services and posts its credential to the login call', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const scripts: string[] = [];
    await page.route('https://accounts.google.com/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI });
    });

    await page.goto(`${server.url}/novedades`);
    const login = page.waitForRequest((request) =>
      request.url().endsWith('/api/usuario/login/google'),
    );
    await page.getByRole('button', { name: 'Acceder con Google' }).click();
    expect((await login).postDataJSON()).toEqual({ token: 'credencial.de.prueba' });
    await expect(page.getByRole('alert')).toContainText('La credencial no es válida');

    expect(scripts).toEqual(['https://accounts.google.com/gsi/client']);
    expect(violations).toEqual([]);
  });
});
