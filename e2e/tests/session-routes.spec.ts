import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/**
 * The screens that need a session (issue 31): signed out, each says so in the page's voice and
 * asks to sign in, as /contact did, instead of showing the error screen ('Algo salió mal').
 * The screen's own title names the tab. /recor makes no call that would be refused.
 */
const SESSION_ONLY = [
  {
    path: '/recor',
    title: 'Pelis por ver',
    prompt: /^Las pelis por ver son la lista de cada socio/,
  },
  { path: '/contact', title: 'Contacto', prompt: /^Escribir al jefe es cosa de socios/ },
  {
    path: '/admo',
    title: 'Administración',
    prompt: /^Inicia sesión con una cuenta de administración/,
  },
  {
    path: '/admo/1',
    title: 'Administración',
    prompt: /^Inicia sesión con una cuenta de administración/,
  },
  {
    path: '/sesiones',
    title: 'Sesiones',
    prompt: /^Las sesiones son cosa de socios/,
  },
  {
    path: '/sesion/1',
    title: 'Sesiones',
    prompt: /^Las sesiones son cosa de socios/,
  },
  {
    path: '/admo/usuarios',
    title: 'Administración',
    prompt: /^Inicia sesión con una cuenta de administración/,
  },
];

/** Both reference sizes (docs/architecture.md): the laptop's and the phone's. */
const SIZES = [
  { name: '1366×768', width: 1366, height: 768 },
  { name: '390×844', width: 390, height: 844 },
];

for (const [index, { path, title, prompt }] of SESSION_ONLY.entries()) {
  // Each screen at one size, the sizes taken in turn, and the film nights' at both: every size
  // is covered without running every screen twice.
  const size = SIZES[index % SIZES.length] ?? SIZES[0];
  test(`signed out, ${path} asks to sign in instead of failing (${size?.name})`, async ({
    page,
  }) => {
    if (size) await page.setViewportSize(size);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.sign-in-prompt')).toHaveText(prompt);
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toHaveCount(0);
    await expect(page).toHaveTitle(`${title} · Cineclub`);
    expect(refused).toEqual([]);
  });
}

test('signing out on /recor leaves the sign-in prompt, not the error screen', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? '', 'socio@demo.local');
  await page.goto('/recor');
  await expect(page.getByRole('heading', { level: 1, name: 'Pelis por ver' })).toBeVisible();
  await page.getByRole('button', { name: 'Cuenta de socio@demo.local' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page.locator('.sign-in-prompt')).toHaveText(/^Las pelis por ver son la lista/);
  await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toHaveCount(0);
});
