import { expect, test } from '../fixtures';
import { CatalogueUi } from './catalogue-ui';

/**
 * Issue 47: every hover card opened on the news is whole inside the window at a laptop's sizes
 * (it flips or moves up), and '^^' does not cover it.
 */
for (const size of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`hover cards on the news stay inside a ${size.width}x${size.height} window`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const ui = new CatalogueUi(page);
    await page.goto('/novedades');
    await expect(ui.tiles.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const count = Math.min(await ui.tiles.count(), 15);
    expect(count).toBeGreaterThan(5);
    const details = page.getByRole('tooltip');
    for (let index = 0; index < count; index++) {
      const tile = ui.tiles.nth(index);
      await tile.scrollIntoViewIfNeeded();
      await tile.hover();
      await expect(details).toBeVisible();
      // Its text has come: the box has its final height.
      await expect(details.locator('.tile-popover-title')).toBeVisible();
      const box = await details.boundingBox();
      if (!box) throw new Error('no box');
      const where = `tile ${index}: ${JSON.stringify(box)}`;
      expect(box.x, where).toBeGreaterThanOrEqual(0);
      expect(box.y, where).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, where).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height, where).toBeLessThanOrEqual(size.height);
      await expect(ui.backToTop).not.toBeVisible();
      await page.mouse.move(0, 0);
      await expect(details).toHaveCount(0);
    }
  });
}
