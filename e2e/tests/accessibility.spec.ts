import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { findFilm, signIn } from './catalogue-ui';

/**
 * axe-core on every screen, at a laptop's and a phone's width, signed out and as each demo role:
 * no serious or critical violation. One browser context per role; the page is reused, only its
 * size changes, so the whole spec stays within a minute or two.
 */

const widths = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

type Role = 'invitado' | 'socio' | 'admin';

interface Screen {
  path: string;
  /** Waits until the screen shows what it is for (tiles, a heading, a form). */
  ready: (page: Page) => Promise<void>;
  /** Something to do once ready (open a menu, scroll to a region) before the scan. */
  open?: (page: Page) => Promise<void>;
}

/** A list shows tiles, or says why it has none (empty, or hidden by 'Sólo descargables'). */
const tiles = async (page: Page) =>
  page.locator('.tile, .empty, .hidden-by-filter').first().waitFor();
const heading = async (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
/** Issue 29's extras from the suggest call: the 'Personas' strip, '¿Quisiste decir…?'. */
const shown = (selector: string) => async (page: Page) =>
  page.locator(`${selector} a`).first().waitFor();

function screensFor(role: Role | null, amelie: number): Screen[] {
  const screens: Screen[] = [
    { path: '/novedades', ready: tiles },
    { path: '/i250', ready: tiles },
    { path: '/oscars/1928/2024', ready: tiles },
    { path: '/all/amelie', ready: tiles },
    { path: '/pers/almodovar', ready: heading },
    { path: '/all/almodovar', ready: shown('.people-strip') },
    { path: '/pers/casablankaxx', ready: shown('.did-you-mean') },
    { path: '/pelper/264/Pedro%20Almod%C3%B3var', ready: tiles },
    // axe reads the whole document: the card's comments are scanned without scrolling to them.
    { path: `/peli/${amelie}/x`, ready: heading },
    { path: '/contact', ready: heading },
    { path: '/importar', ready: heading },
    // Notices (issue 44): the sign-in prompt signed out, the switches signed in.
    {
      path: '/avisos',
      ready: async (page) => page.locator('.sign-in-prompt, .notify-event').first().waitFor(),
    },
    // The year in review: the sign-in prompt signed out, the figures and drawn charts signed in.
    {
      path: `/club/resumen/${new Date().getFullYear()}`,
      ready: async (page) => page.locator('.sign-in-prompt, .review-part').first().waitFor(),
    },
  ];
  // Film nights (issue 48): the sign-in prompt signed out, the list and its form signed in.
  screens.push({
    path: '/sesiones',
    ready: async (page) => page.locator('.sign-in-prompt, .sessions-heading').first().waitFor(),
  });
  // It stores the download method and lands on /novedades, scanned above for every role.
  if (!role) screens.push({ path: '/desc/nav', ready: tiles });
  if (role) screens.push({ path: '/recor', ready: heading });
  if (role === 'socio') {
    screens.push({
      path: '/novedades',
      ready: tiles,
      open: async (page) => {
        await page.locator('.queue-menu summary').click();
        await page.locator('.queue-menu[open]').waitFor();
      },
    });
  }
  if (role === 'admin') {
    const sections = [
      '',
      '/usuarios',
      '/avisos',
      '/peticiones',
      '/mensajes',
      '/catalogo',
      '/envios',
    ];
    for (const section of sections) {
      screens.push({ path: `/admo/${amelie}${section}`, ready: heading });
    }
  }
  return screens;
}

/**
 * Rules axe leaves off by default that Lighthouse's accessibility score runs: a control's name
 * must contain its visible text (WCAG 2.5.3; axe counts it experimental) and targets need
 * 24 px of their own (WCAG 2.5.8).
 */
const LIGHTHOUSE_RULES = {
  'label-content-name-mismatch': { enabled: true },
  'target-size': { enabled: true },
};

/** The serious and critical violations on the page as it is now, one line each. */
async function scan(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: LIGHTHOUSE_RULES })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(', ')}${violation.nodes.length > 4 ? ', …' : ''} — ${
          violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    );
}

test.describe('accessibility (axe)', () => {
  for (const role of [null, 'invitado', 'socio', 'admin'] as const) {
    test(`no serious or critical violations, ${role ?? 'signed out'}`, async ({
      browser,
      baseURL,
    }) => {
      // About 20 scans of 1-3 s each on a busy 2-core machine.
      // /avisos and the admin's outbox (issue 44) added four scans a role.
      test.setTimeout(300_000);
      const context = await browser.newContext({ baseURL, locale: 'es-ES' });
      const page = await context.newPage();
      if (role) await signIn(page, baseURL ?? '', `${role}@demo.local`);
      const amelie = (await findFilm(page.request, 'amelie')).id;
      const found: string[] = [];
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        for (const screen of screensFor(role, amelie)) {
          await page.goto(screen.path);
          await screen.ready(page);
          await screen.open?.(page);
          found.push(...(await scan(page, `${screen.path} at ${viewport.width} px`)));
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
