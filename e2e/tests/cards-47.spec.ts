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

async function signInAs(page: Page, email: string): Promise<void> {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  const signed = await page.request.post('/api/usuario/login/google', { data: { token } });
  expect(signed.ok()).toBe(true);
}

test.describe('issue 47: the club', () => {
  test("'Lo mejor del club' goes from the highest score shown to the lowest", async ({ page }) => {
    await page.goto('/mejores');
    const scores = page.locator('.tile .tile-club');
    await expect(scores.first()).toBeVisible();
    const figures = (await scores.allInnerTexts()).map((text) =>
      Number(text.trim().replace(',', '.')),
    );
    expect(figures.length).toBeGreaterThan(3);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
  });

  test('the year in review shows a poster beside each film', async ({ page }) => {
    await signInAs(page, 'socio@demo.local');
    const year = new Date().getFullYear();
    await page.goto(`/club/resumen/${year}`);
    const films = page.locator('.review-films li');
    await expect(films.first()).toBeVisible();
    const count = await films.count();
    expect(count).toBeGreaterThan(5);
    await expect(page.locator('.review-films li img.review-poster')).toHaveCount(count);
    const first = films.first().locator('img.review-poster');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  for (const path of ['/club', '/socio/2']) {
    test(`${path} uses a laptop's width as the catalogue does`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signInAs(page, 'socio@demo.local');
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const section = page.locator('main section').first();
      await expect(section).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await section.evaluate((element) => element.getBoundingClientRect().width);
      // The page's own padding aside (16 px each side), the screen is as wide as the window.
      expect(width).toBeGreaterThan(1366 * 0.95);
    });
  }

  test("/club has the club's best films beside the feed, and under it on a phone", async ({
    page,
  }) => {
    await signInAs(page, 'socio@demo.local');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/club');
    const aside = page.getByRole('complementary', { name: 'Lo mejor del club y tu año' });
    await expect(aside.getByRole('listitem').first()).toBeVisible();
    const feed = await page.locator('.feed-list').boundingBox();
    const box = await aside.boundingBox();
    if (!feed || !box) throw new Error('no box');
    expect(box.x).toBeGreaterThan(feed.x + feed.width);
    await expect(aside.getByRole('link', { name: 'Ver la lista entera' })).toHaveAttribute(
      'href',
      '/mejores',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    const below = await aside.boundingBox();
    const feedBelow = await page.locator('.feed-list').boundingBox();
    if (!below || !feedBelow) throw new Error('no box');
    expect(below.y).toBeGreaterThan(feedBelow.y + feedBelow.height - 1);
  });
});
