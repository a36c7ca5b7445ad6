import type { FullCard } from '@cineclub/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/** The reference phone (issue 15), and the narrowest screen the site must fit. */
const PHONE = { width: 390, height: 844 };
const SMALL = { width: 360, height: 740 };
/** WCAG 2.5.5: what a thumb needs. */
const TOUCH = 44;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

function header(page: Page) {
  return page.getByRole('banner');
}

async function expectTouchSize(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(TOUCH);
  expect(box?.height).toBeGreaterThanOrEqual(TOUCH);
}

/**
 * Whether the page is no wider than the screen. A phone widens its layout viewport to fit
 * wider content (so innerWidth can grow with it): compare with the screen's own width too.
 */
async function fitsWidth(page: Page, width: number): Promise<boolean> {
  return page.evaluate(
    (screen) => document.documentElement.scrollWidth <= Math.min(window.innerWidth, screen),
    width,
  );
}

/** A film of the demo catalogue by title, as its card comes from the API. */
async function film(page: Page, title: string): Promise<FullCard> {
  const answer = await page.request.get('/api/lista/busq/false/false/0/1111111/i250?n=250');
  const { pelis } = (await answer.json()) as { pelis: FullCard[] };
  const found = pelis.find((candidate) => candidate.nom.includes(title));
  if (!found) throw new Error(`no ${title} in the demo catalogue`);
  return found;
}

test.describe('phone header', () => {
  test('is one row holding every control, signed out and signed in', async ({ page, baseURL }) => {
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(page, baseURL ?? '', 'socio@demo.local');
      await page.goto('/novedades');
      await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible();
      // The notices above the header arrive on their own call and move it down: measure the
      // page once it has settled.
      await page.waitForLoadState('networkidle');
      const controls = [
        header(page).getByRole('link', { name: 'Cineclub' }),
        header(page).getByRole('button', { name: 'Buscar' }),
        header(page).getByRole('button', { name: 'Filtrar' }),
        header(page).getByRole('button', { name: 'Menú' }),
        signedIn
          ? header(page).getByRole('button', { name: 'Cuenta de socio@demo.local' })
          : header(page).getByRole('button', { name: 'Iniciar sesión' }),
        ...(signedIn ? [header(page).locator('.queue-menu summary')] : []),
      ];
      const headerBox = await header(page).boundingBox();
      expect(headerBox?.height).toBeLessThan(64);
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = await control.boundingBox();
        if (!box || !headerBox) throw new Error('no box');
        // Inside the one row: nothing wraps under it.
        expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
        expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
        if (control !== controls[0]) await expectTouchSize(control);
      }
    }
  });

  test("'Buscar' opens over the row and searches 1 s after typing stops", async ({ page }) => {
    await page.goto('/novedades');
    await header(page).getByRole('button', { name: 'Buscar' }).click();
    const box = header(page).getByRole('searchbox', { name: 'Buscar' });
    await expect(box).toBeFocused();
    expect((await header(page).boundingBox())?.height).toBeLessThan(64);
    await page.keyboard.type('padrino');
    await expect(page).toHaveURL(/\/all\/padrino$/);
    await expect(page.getByRole('heading', { level: 1, name: /padrino/ })).toBeVisible();
    // Escape closes the box and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Buscar' })).toBeFocused();
  });

  test("'Filtrar' opens over the row and narrows the list; its button shows it is on", async ({
    page,
  }) => {
    await page.goto('/novedades');
    await expect(page.locator('.tile').first()).toBeVisible();
    const opener = header(page).getByRole('button', { name: 'Filtrar' });
    await opener.click();
    await header(page).getByRole('searchbox', { name: 'Filtrar' }).fill('padrino');
    await expect(page.locator('.tile-title').first()).toContainText('padrino');
    await header(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(opener).toHaveClass(/is-active/);
  });

  test('the menu reaches Novedades, the lists and the settings; the account is in the row', async ({
    page,
  }) => {
    await page.goto('/novedades');
    const menu = header(page).getByRole('button', { name: 'Menú' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByRole('link', { name: 'Novedades' })).toBeVisible();
    await header(page).getByText('Listas', { exact: true }).click();
    const list = header(page).getByRole('link', { name: '1000 pelis' });
    await expectTouchSize(list);
    await list.click();
    await expect(page).toHaveURL(/\/1000p$/);
    // Following a link closes the menu.
    await expect(list).toBeHidden();

    await menu.click();
    await header(page).getByText('Ajustes', { exact: true }).click();
    await expect(
      page.getByRole('checkbox', { name: 'Fichas completas en las listas' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('link', { name: 'Novedades' })).toBeHidden();

    await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    // The chooser opens as a sheet the width of the screen, its address form inside it.
    const chooser = await page.locator('#demo-chooser').boundingBox();
    const enter = await page.getByRole('button', { name: 'Entrar', exact: true }).boundingBox();
    if (!chooser || !enter) throw new Error('no box');
    expect(chooser.x).toBeGreaterThanOrEqual(0);
    expect(enter.x + enter.width).toBeLessThanOrEqual(chooser.x + chooser.width);
    expect(chooser.x + chooser.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: /Socio \(demo\)/ }).click();
    const account = header(page).getByRole('button', { name: 'Cuenta de socio@demo.local' });
    await account.click();
    await expect(page.getByRole('button', { name: 'Cerrar sesión', exact: true })).toBeVisible();
    expect(await fitsWidth(page, PHONE.width)).toBe(true);
  });
});

test.describe('phone notices', () => {
  test('fold to one line, unfold on a tap, and each can still be deleted', async ({ page }) => {
    await page.goto('/novedades');
    const banner = page.getByRole('complementary', { name: 'Avisos' });
    const notices = banner.locator('.notice');
    await expect(notices.first()).toBeVisible();
    const count = await notices.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(notices.nth(1)).toBeHidden();
    // One line: the page starts near the top of the screen.
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(TOUCH + 1);
    const heading = page.getByRole('heading', { level: 1, name: 'Novedades' });
    expect((await heading.boundingBox())?.y).toBeLessThan(PHONE.height * 0.2);

    await banner.getByRole('button', { name: `Ver los ${count} avisos` }).click();
    for (const notice of await notices.all()) await expect(notice).toBeVisible();
    await banner.getByRole('button', { name: 'Plegar los avisos' }).click();
    await expect(notices.nth(1)).toBeHidden();
    // A tap on the line itself unfolds it too.
    await notices.first().locator('time').click();
    await expect(notices.nth(1)).toBeVisible();
    await banner.getByRole('button', { name: 'Plegar los avisos' }).click();

    // Deleting the folded notice shows the next one in its place.
    const second = (await notices.nth(1).locator('.notice-text').textContent()) ?? '';
    await notices.first().getByRole('button', { name: 'Borrar aviso' }).click();
    await expect(notices).toHaveCount(count - 1);
    await expect(notices.first()).toContainText(second);
    await expect(notices.first()).toBeVisible();
  });
});

test.describe('phone film card', () => {
  for (const viewport of [PHONE, SMALL]) {
    test(`at ${viewport.width} px sets the poster beside the key facts, nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const amelie = await film(page, 'Amélie');
      await page.goto(`/peli/${amelie.id}/x`);
      const card = page.locator('.film-card');
      const title = page.getByRole('heading', { level: 1, name: amelie.nom });
      await expect(title).toBeVisible();
      const poster = await card.locator('.film-card-poster').boundingBox();
      const heading = await title.boundingBox();
      if (!poster || !heading) throw new Error('no box');
      expect(poster.width).toBeGreaterThanOrEqual(100);
      expect(poster.x + poster.width).toBeLessThan(heading.x);
      expect(heading.y).toBeLessThan(poster.y + poster.height);
      expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      expect(await fitsWidth(page, viewport.width)).toBe(true);
    });
  }
});

test.describe('phone download queue', () => {
  test('its buttons are 44×44 and pause, continue and remove work with a thumb', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? '', 'socio@demo.local');
    const answer = await page.request.get('/api/lista/busq/true/true/0/1111111/all?n=100');
    const { pelis } = (await answer.json()) as { pelis: FullCard[] };
    const target = pelis.filter((card) => card.arcs.length === 1)[4];
    const file = target?.arcs[0];
    if (!target || !file) throw new Error('no film with one file');
    await page.goto('/novedades');
    await page.evaluate(() => {
      const cancelled = { id: 990001, nom: 'Cancelada.mkv', dsk: 'pelis9', est: 'Cancelada' };
      localStorage.setItem('lisDesc', JSON.stringify([cancelled]));
    });
    // The progress stream is held, so the download stays Activa for the test.
    await page.route('**/api/dwnl/monit/**', () => {});
    await page.goto(`/peli/${target.id}/x`);
    await page
      .locator('.file', { hasText: file.nom })
      .getByRole('button', { name: 'Descargar', exact: true })
      .click();

    const summary = header(page).locator('.queue-menu summary');
    await expectTouchSize(summary);
    await summary.click();
    const row = page.locator('.queue-item', { hasText: file.nom });
    await expect(row).toContainText('Activa');
    await expect(row.locator('.queue-pcj')).toBeVisible();
    await expectTouchSize(row.getByRole('button', { name: 'Pausar' }));
    await row.getByRole('button', { name: 'Pausar' }).click();
    await expect(row).toContainText('Pausada');
    await expectTouchSize(row.getByRole('button', { name: 'Continuar' }));
    await row.getByRole('button', { name: 'Continuar' }).click();
    await expect(row).toContainText('Activa');
    await row.getByRole('button', { name: 'Pausar' }).click();

    const cancelled = page.locator('.queue-item', { hasText: 'Cancelada.mkv' });
    await expectTouchSize(cancelled.getByRole('button', { name: 'Recuperar' }));
    await expectTouchSize(cancelled.getByRole('button', { name: 'Quitar' }));
    const panel = await page.locator('.queue-menu .menu-panel').boundingBox();
    expect((panel?.x ?? -1) >= 0 && (panel?.x ?? 0) + (panel?.width ?? 0) <= PHONE.width).toBe(
      true,
    );
    await cancelled.getByRole('button', { name: 'Quitar' }).click();
    await expect(cancelled).toHaveCount(0);
    expect(await fitsWidth(page, PHONE.width)).toBe(true);
  });
});

test.describe('no sideways scrolling at 360 px', () => {
  test.use({ viewport: SMALL });

  test('on the main screens, signed out and signed in, menus open or not', async ({
    page,
    baseURL,
  }) => {
    const amelie = await film(page, 'Amélie');
    const paths = [
      '/novedades',
      '/1000p',
      '/i250',
      '/crit',
      '/popu/2000/2024',
      '/oscars/1927/2024',
      '/all/padrino',
      '/pers/almodovar',
      `/peli/${amelie.id}/x`,
      '/contact',
    ];
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(page, baseURL ?? '', 'socio@demo.local');
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await fitsWidth(page, SMALL.width), path).toBe(true);
      }
      await header(page).getByRole('button', { name: 'Menú' }).click();
      await header(page).getByText('Ajustes', { exact: true }).click();
      expect(await fitsWidth(page, SMALL.width), 'menu').toBe(true);
    }
  });
});

test.describe('laptop header', () => {
  test.use({ viewport: { width: 1366, height: 768 }, hasTouch: false, isMobile: false });

  test('keeps its one row of labelled controls, without the phone buttons', async ({ page }) => {
    await page.goto('/novedades');
    await expect(header(page).getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
    await expect(header(page).getByRole('searchbox', { name: 'Filtrar' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Novedades' })).toBeVisible();
    await expect(header(page).getByText('Listas', { exact: true })).toBeVisible();
    await expect(header(page).getByText('Ajustes', { exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Menú' })).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Buscar' })).toBeHidden();
    expect((await header(page).boundingBox())?.height).toBeLessThan(64);
    const notices = page.getByRole('complementary', { name: 'Avisos' }).locator('.notice');
    await expect(notices.nth(1)).toBeVisible();
  });
});
