import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/**
 * Every pop-up the header opens (the sign-in chooser, the lists and settings menus, the phone's
 * menu, the user menu, the download queue) and the new-user dialog keep their content inside
 * them, and the page never scrolls sideways (issue 31: a `white-space: nowrap` of the header
 * row reached the pop-ups, cutting the chooser's note, widening the page by 203 px, and
 * pushing the queue's rows out of their panel).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** What lies outside the pop-up: its elements past its edges, and a sideways scroll in it. */
async function overflowOf(popup: Locator): Promise<string[]> {
  return popup.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const problems: string[] = [];
    if (box.left < -1 || box.right > window.innerWidth + 1) {
      problems.push(`the pop-up spans ${box.left}–${box.right} of ${window.innerWidth}`);
    }
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`it scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
        const text = (element.textContent ?? '').trim().slice(0, 40);
        problems.push(`${name} «${text}» spans ${rect.left}–${rect.right}`);
      }
    }
    return problems;
  });
}

async function expectFits(page: Page, popup: Locator, where: string) {
  await expect(popup, where).toBeVisible();
  expect(await overflowOf(popup), where).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${where}: the page's width`).toBeLessThanOrEqual(width);
}

const header = (page: Page) => page.getByRole('banner');

/**
 * Opens the lists and settings menus, the phone's way (both unfold inside 'Menú') or the
 * laptop's (one at a time: opening one closes the other), checking each as it opens.
 */
async function expectMenusFit(page: Page, phone: boolean) {
  if (phone) {
    await header(page).getByRole('button', { name: 'Menú' }).click();
    await header(page).locator('.lists-menu summary').click();
    await header(page).locator('.settings-menu summary').click();
    await expectFits(page, header(page).locator('.header-menu'), 'the menu');
    return;
  }
  for (const menu of ['lists-menu', 'settings-menu']) {
    await header(page).locator(`.${menu} summary`).click();
    await expectFits(page, header(page).locator(`.${menu} .menu-panel`), menu);
  }
}

for (const size of SIZES) {
  const phone = size.width < 500;
  test.describe(`pop-ups at ${size.width} px`, () => {
    test.use({ viewport: size, hasTouch: phone, isMobile: phone });

    test('signed out: the sign-in chooser shows its whole note, the menus fit', async ({
      page,
    }) => {
      await page.goto('/novedades');
      await expect(page.locator('.tile').first()).toBeVisible();
      await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
      const chooser = page.locator('#demo-chooser');
      await expectFits(page, chooser, 'the sign-in chooser');
      // The note's end, which the cut hid.
      await expect(chooser.getByText(/no hay contraseña\.$/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(chooser).toHaveCount(0);
      await expectMenusFit(page, phone);
    });

    test('the new-user dialog and the user menu fit', async ({ page }) => {
      await page.goto('/novedades');
      await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
      const email = `pepa.${size.width}.con.una.direccion.larga@example.org`;
      await page.getByLabel('Otra dirección').fill(email);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Se ha creado un nuevo usuario' });
      await expectFits(page, dialog, 'the new-user dialog');
      await expect(dialog.getByText(/así que se ha creado tu usuario\.$/)).toBeVisible();
      await dialog.getByLabel('Tu nombre en el club').fill('Socia nueva');
      await dialog.getByRole('button', { name: 'Correcto' }).click();
      await header(page)
        .getByRole('button', { name: `Cuenta de ${email}` })
        .click();
      await expectFits(page, page.locator('#user-menu'), 'the user menu');
    });

    test('the download queue keeps its rows, names, percentages and buttons inside', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL ?? '', 'socio@demo.local');
      const answer = await page.request.get('/api/lista/busq/false/false/0/1111111/all/nuestros');
      const { pelis } = (await answer.json()) as { pelis: { id: number; numed2: number }[] };
      const film = pelis.find((candidate) => candidate.numed2 >= 4);
      if (!film) throw new Error('no film of several files');
      // A cancelled item from an earlier visit ('Recuperar', 'Quitar'), with a long name.
      await page.goto('/novedades');
      await page.evaluate(() => {
        const nom = 'Amelie.2001.Remux.1080p.DTS-HD.MA.5.1.AVC.castellano.ingles.mkv';
        const saved = [{ id: 990001, nom, dsk: 'disco9', est: 'Cancelada' }];
        localStorage.setItem('lisDesc', JSON.stringify(saved));
      });
      // Progress streams are held: the first file runs ('Pausar'), the others wait for its disk.
      await page.route('**/api/dwnl/monit/**', () => {});
      await page.goto(`/peli/${film.id}/x`);
      await page.getByRole('button', { name: 'DESCARGAR TODAS' }).click();
      await header(page).locator('.queue-menu summary').click();
      const panel = header(page).locator('.queue-menu .menu-panel');
      await expect(panel.locator('.queue-item')).toHaveCount(film.numed2 + 1);
      for (const name of ['Pausar', 'Recuperar', 'Quitar']) {
        await expect(panel.getByRole('button', { name })).toBeVisible();
      }
      await expectFits(page, panel, 'the queue');
      // The ends that tell the files apart stay, whole, as does each percentage.
      const ends = await panel.locator('.middle-cut-tail').allTextContents();
      expect(ends).toEqual(
        expect.arrayContaining(['1080p.mkv', '720p.mkv', 'es.srt', 'ingles.mkv']),
      );
      for (const tail of await panel.locator('.middle-cut-tail').all()) {
        expect(await tail.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
      }
      await expect(panel.locator('.queue-pcj').first()).toBeVisible();
      // Screen readers get the whole name.
      await expect(panel.getByRole('listitem', { name: /\[tt\d+\] 1080p\.mkv$/ })).toHaveCount(1);
    });
  });
}
