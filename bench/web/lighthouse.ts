/**
 * Lighthouse (accessibility, best practices, performance) on a few screens of the running
 * server, with its desktop and mobile presets. It drives Debian's Chromium through
 * chrome-launcher, which only starts the binary it is given: nothing is downloaded.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../e2e/chromium.js';
import { lanternLines } from './lantern.js';

/** The flags of the e2e runs, which keep Chromium off the closed network, headless. */
const FLAGS = ['--headless', ...CHROMIUM_ARGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export const PRESET_NAMES = ['desktop', 'mobile'] as const;
export type Preset = (typeof PRESET_NAMES)[number];

export interface LighthouseRow {
  screen: string;
  preset: Preset;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The metrics behind the performance score: FCP, LCP, TBT (ms) and CLS. */
  metrics: string;
  /** Audits of these categories that did not pass, by id, with their score. */
  failed: string[];
  /** With `lantern`, what the simulation's FCP, LCP and blocking time came from (lantern.ts). */
  simulation: string[];
}

export async function lighthouseRows(
  chromePath: string,
  screens: { screen: string; url: string }[],
  presets: readonly Preset[],
  lantern = false,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const preset of presets) {
      for (const { screen, url } of screens) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        };
        const result = await lighthouse(
          url,
          flags,
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { categories, audits } = result.lhr;
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ) as LighthouseRow['scores'];
        const ids = new Set(
          CATEGORIES.flatMap((id) => categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
        );
        const failed = Object.values(audits)
          .filter(
            (audit) =>
              ids.has(audit.id) &&
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map(
            (audit) =>
              `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}` +
              elementsOf(audit.details),
          );
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const metrics =
          `FCP ${value('first-contentful-paint').toFixed(0)}, LCP ${value('largest-contentful-paint').toFixed(0)}, ` +
          `TBT ${value('total-blocking-time').toFixed(0)} ms, CLS ${value('cumulative-layout-shift').toFixed(3)}`;
        const simulation = lanternLines();
        rows.push({
          screen,
          preset,
          scores,
          metrics,
          failed,
          simulation: lantern ? simulation : [],
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** The first elements an audit names (accessibility audits list nodes): where to look. */
function elementsOf(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items;
  const snippets = (items ?? []).flatMap((item) => (item.node?.snippet ? [item.node.snippet] : []));
  return snippets.length ? `: ${snippets.slice(0, 3).join(' ')}` : '';
}
