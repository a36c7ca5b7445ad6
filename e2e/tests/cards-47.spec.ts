import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Issue 47's posters and cast, and the club's smaller things that people see. */

interface TileBox {
  title: string;
  top: number;
  height: number;
  posterBottom: number;
  titleBottom: number;
  metaShown: boolean;
}

async function tileBoxes(page: Page): Promise<TileBox[]> {
  return page.locator('.film-grid > .tile').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const box = tile.getBoundingClientRect();
      const poster = tile.querySelector('.poster')?.getBoundingClientRect();
      const title = tile.querySelector('.tile-title')?.getBoundingClientRect();
      const meta = tile.querySelector('.tile-meta')?.getBoundingClientRect();
      return {
        title: tile.querySelector('.tile-title')?.textContent ?? '',
        top: Math.round(box.top),
        height: box.height,
        posterBottom: poster?.bottom ?? 0,
        titleBottom: title?.bottom ?? 0,
        metaShown: (meta?.height ?? 0) > 1,
      };
    }),
  );
}

test.describe('issue 47: posters', () => {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`an uploaded poster's title keeps its row as tall as the others at ${size.width}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/novedades');
      const kane = page.locator('.tile', { hasText: 'Ciudadano Kane' });
      await expect(kane.getByRole('img', { name: 'Cartel de Ciudadano Kane' })).toBeVisible();
      await expect(kane.locator('.tile-title')).toBeVisible();
      const tiles = await tileBoxes(page);
      const kaneBox = tiles.find((tile) => tile.title === 'Ciudadano Kane');
      if (!kaneBox) throw new Error('Ciudadano Kane is not on the news');
      // Its title is printed on the poster, not under it.
      expect(kaneBox.titleBottom).toBeLessThanOrEqual(kaneBox.posterBottom + 0.5);
      // Every tile of its row starts at its top, and the row is as tall as the first row.
      const row = tiles.filter((tile) => tile.top === kaneBox.top);
      expect(row.length).toBeGreaterThan(1);
      const rowHeight = Math.max(...row.map((tile) => tile.height));
      for (const tile of row.filter((each) => each.metaShown)) {
        expect(Math.abs(tile.height - rowHeight)).toBeLessThanOrEqual(0.5);
      }
      const tops = [...new Set(tiles.map((tile) => tile.top))].sort((a, b) => a - b);
      const first = tiles.filter((tile) => tile.top === tops[0]);
      expect(Math.abs(rowHeight - Math.max(...first.map((tile) => tile.height)))).toBeLessThan(1);
      // The next row starts one gap below it, as below any other row.
      const next = tops.find((top) => top > kaneBox.top);
      if (next !== undefined) {
        const gap = size.width > 480 ? 16 : 10;
        expect(Math.abs(next - kaneBox.top - rowHeight - gap)).toBeLessThanOrEqual(1.5);
      }
    });
  }
});

test.describe('issue 47: one cast list', () => {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`Amélie's page shows its NFO cast once, with characters and no photos, at ${size.width}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const answer = await page.request.get('/api/lista/busq/false/false/0/1111111/i250?n=250');
      const { pelis } = (await answer.json()) as { pelis: { id: number; nom: string }[] };
      const amelie = pelis.find((film) => film.nom === 'Amélie');
      if (!amelie) throw new Error('the demo has no Amélie');
      await page.goto(`/peli/${amelie.id}/amelie`);
      const cast = page.getByRole('region', { name: 'Reparto' });
      await expect(cast).toBeVisible();
      const kassovitz = cast.getByRole('listitem').filter({ hasText: 'Mathieu Kassovitz' });
      await expect(kassovitz).toContainText('Nino Quincampoix');
      await expect(kassovitz.getByRole('link', { name: 'Mathieu Kassovitz' })).toHaveAttribute(
        'href',
        /\/pelper\/440913\//,
      );
      await expect(cast.getByRole('listitem')).toHaveCount(4);
      // No empty photo frames, and no second list of the same actors above it.
      await expect(cast.locator('.person-photo')).toHaveCount(0);
      await expect(page.locator('.film-people')).not.toContainText('Audrey Tautou');
      await expect(page.getByText('Mathieu Kassovitz', { exact: true })).toHaveCount(1);
    });
  }
});
