import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The club on every card (issue 32): 'Lo mejor del club' from the lists menu, the club's score
 * on its tiles, 'Nota del club' on a card, and, signed in, the members' avatars that open what
 * each said about the film. At 1366×768 and 390×844, signed out and in; the demo's members'
 * scores (club-ratings.json) are what it shows.
 */

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SHOTS = process.env.CLUB_SHOTS_DIR;

async function signIn(page: Page, email: string) {
  const issued = await page.request.get(`/api/demo/idtoken?email=${encodeURIComponent(email)}`);
  const { token } = (await issued.json()) as { token: string };
  const login = await page.request.post('/api/usuario/login/google', { data: { token } });
  expect(login.status()).toBe(200);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens 'Lo mejor del club' through the lists menu, and answers its first tile. */
async function openBest(page: Page, phone: boolean) {
  await page.goto('/novedades');
  // A phone folds the header's links into 'Menú'.
  if (phone) await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByText('Listas', { exact: true }).click();
  await page.getByRole('link', { name: 'Lo mejor del club' }).click();
  await expect(page).toHaveURL(/\/mejores$/);
  await expect(page.getByRole('heading', { name: 'Lo mejor del club' })).toBeVisible();
  const first = page.locator('.tile').first();
  await expect(first).toBeVisible();
  return first;
}

for (const size of SIZES) {
  test.describe(`the club at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed out: the best list, the score on its tiles and on the card', async ({ page }) => {
      const first = await openBest(page, size.name === 'phone');
      // The tile carries the club's score, small and inside the tile.
      const score = first.locator('[data-club-score]');
      await expect(score).toBeVisible();
      await expect(score).toHaveAttribute(
        'aria-label',
        /^Nota del club: \d+(,\d)?\/10, de \d+ socios$/,
      );
      const tileBox = await first.boundingBox();
      const scoreBox = await score.boundingBox();
      expect(tileBox && scoreBox).toBeTruthy();
      if (tileBox && scoreBox) {
        expect(scoreBox.x + scoreBox.width).toBeLessThanOrEqual(tileBox.x + tileBox.width + 0.5);
      }
      await shot(page, `best-${size.name}-out`);
      await first.locator('a.tile-link').click();
      await expect(page.locator('.film-score [data-club-score]')).toContainText('Nota del club');
      await expect(page.locator('.film-score [data-club-score]')).toContainText(/\d+ socios/);
      // Who rated is for members only.
      await expect(page.locator('[data-film-club]')).toHaveCount(0);
      await shot(page, `card-${size.name}-out`);
    });

    test('signed in: the members who rated open their scores and comments', async ({ page }) => {
      await signIn(page, 'marta@demo.local');
      const first = await openBest(page, size.name === 'phone');
      await shot(page, `best-${size.name}-in`);
      await first.locator('a.tile-link').click();
      const area = page.locator('[data-film-club]');
      await expect(area.getByRole('heading', { name: 'En el club' })).toBeVisible();
      const members = area.locator('button.club-member');
      expect(await members.count()).toBeGreaterThanOrEqual(3);
      // Raters come first, each with their score read out.
      await expect(members.first()).toContainText(/Su nota: \d+\/10/);
      await members.first().click();
      await expect(members.first()).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('.club-panel');
      await expect(
        panel.getByRole('heading', { name: /^Lo que dice .+ de esta película$/ }),
      ).toBeVisible();
      await expect(panel.locator('.comment').first()).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Ver su página' })).toHaveAttribute(
        'href',
        /^\/socio\/\d+$/,
      );
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `card-${size.name}-in`);
      // Nothing of the area is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await panel.getByRole('button', { name: 'Cerrar' }).click();
      await expect(panel).toHaveCount(0);
    });
  });
}
