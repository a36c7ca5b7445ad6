import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What the catalogue specs look at: the header's controls and the film list. */
export class CatalogueUi {
  constructor(readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get searchBox() {
    return this.header.getByRole('searchbox', { name: 'Buscar' });
  }

  get filterBox() {
    return this.header.getByRole('searchbox', { name: 'Filtrar' });
  }

  get backToTop() {
    return this.page.getByRole('button', { name: 'Volver arriba' });
  }

  get settingsMenu() {
    return this.header.locator('.settings-menu');
  }

  get tiles() {
    return this.page.locator('.tile');
  }

  get titles() {
    return this.page.locator('.tile-title');
  }

  get count() {
    return this.page.locator('.list-count');
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async openSettings() {
    const panel = this.settingsMenu.locator('.menu-panel');
    // Clicked again while closed: the header may still move under the click (the notices
    // above it arrive after the list), and the click then lands beside the menu (seen in CI).
    await expect(async () => {
      if (!(await panel.isVisible())) await this.settingsMenu.locator('summary').click();
      await expect(panel).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }

  /** Waits for the list to show, then answers the titles of the tiles in the DOM. */
  async shownTitles(): Promise<string[]> {
    await expect(this.tiles.first()).toBeVisible();
    return this.titles.allInnerTexts();
  }
}

/** Sets local settings before the app reads them, then loads `path`. */
export async function openWithSettings(
  page: Page,
  path: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await page.goto('/novedades');
  await page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) {
      localStorage.setItem(name, JSON.stringify(value));
    }
  }, settings);
  await page.goto(path);
}

/** The demo issuer's sign-in, through the API: the page's context gets the session cookie. */
export async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  const tokenAnswer = await page.request.get(
    `/api/demo/idtoken?email=${encodeURIComponent(email)}`,
  );
  expect(tokenAnswer.ok()).toBe(true);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const login = await page.request.post('/api/usuario/login/google', {
    data: { token },
    headers: { Origin: baseURL },
  });
  expect(login.ok()).toBe(true);
}

export interface FoundFilm {
  id: number;
  nom: string;
  anio: number | null;
  numed2: number;
}

/** Looks a film up through the search call, so specs do not depend on database ids. */
export async function findFilm(request: APIRequestContext, text: string): Promise<FoundFilm> {
  const answer = await request.get(
    `/api/lista/busq/false/false/0/1111111/all/${encodeURIComponent(text)}?n=1`,
  );
  expect(answer.ok()).toBe(true);
  const page = (await answer.json()) as { pelis: FoundFilm[] };
  const film = page.pelis[0];
  if (!film) throw new Error(`no film found for ${text}`);
  return film;
}

/**
 * Pauses the page's clock (installed before the page loaded), so a spec steps through the
 * spec's delays exactly. It pauses a second ahead: the page's time runs on meanwhile.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** A count as the site writes it, grouped the Spanish way ('2.041'); NaN when there is none. */
export function wholeNumber(written: string | undefined): number {
  return written === undefined ? Number.NaN : Number(written.replaceAll('.', ''));
}
