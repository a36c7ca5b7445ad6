import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from './catalogue-ui';

/**
 * The header is one row at every width (issue 15): from a tablet's 641 px, where the phone
 * layout ends, to a laptop's, signed out and signed in (the queue adds a control). Under
 * 1024 px Novedades, the lists and the settings go behind the menu icon; from 1024 px they sit
 * in the row.
 */
const WIDTHS = [641, 800, 1023, 1024, 1280, 1366];

/** Every control the header shows (not those of an open menu: none is open here). */
async function headerControls(page: Page) {
  const header = page.getByRole('banner');
  const controls = header.locator('a, button, input, summary');
  const boxes = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    if (box && box.width > 1 && box.height > 1) boxes.push({ name: name?.trim(), ...box });
  }
  return boxes;
}

for (const who of [null, 'socio@demo.local'] as const) {
  test(`the header is one row from 641 px to a laptop's width, ${who ? 'signed in' : 'signed out'}`, async ({
    page,
    baseURL,
  }) => {
    if (who) await signIn(page, baseURL ?? '', who);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto('/novedades');
      await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const header = await page.getByRole('banner').boundingBox();
      if (!header) throw new Error('no header');
      const controls = await headerControls(page);
      const names = controls.map((control) => control.name);
      // One row: as tall as one control plus its padding, every control inside it, side by
      // side and within the screen.
      expect(header.height, `header height at ${width} px`).toBeLessThan(64);
      const sorted = [...controls].sort((a, b) => a.x - b.x);
      for (const [index, control] of sorted.entries()) {
        const where = `${control.name} at ${width} px`;
        expect(control.y, where).toBeGreaterThanOrEqual(header.y);
        expect(control.y + control.height, where).toBeLessThanOrEqual(header.y + header.height);
        expect(control.x + control.width, where).toBeLessThanOrEqual(width);
        const previous = sorted[index - 1];
        if (previous) expect(control.x, where).toBeGreaterThanOrEqual(previous.x + previous.width);
      }
      // What a visitor needs is in the row at every width: the boxes are never hidden here.
      expect(names, `at ${width} px`).toEqual(
        expect.arrayContaining(['Cineclub', 'Buscar', 'Filtrar']),
      );
      if (width >= 1024) expect(names).toEqual(expect.arrayContaining(['Novedades', 'Listas']));
      else expect(names).toContain('Menú');
    }
  });
}
