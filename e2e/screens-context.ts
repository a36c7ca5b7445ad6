import type { Browser } from '@playwright/test';

/** The sizes screenshots are taken at: a laptop's, a phone's and the narrowest phone's. */
export const viewports = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
  small: { width: 360, height: 740 },
} as const;

export type ScreenSize = keyof typeof viewports;

/** A browser context of one size, Spanish, touch on the phones. */
export function screenContext(browser: Browser, baseURL: string, size: ScreenSize) {
  return browser.newContext({
    baseURL,
    viewport: viewports[size],
    locale: 'es-ES',
    deviceScaleFactor: 1,
    hasTouch: size !== 'desktop',
    isMobile: size !== 'desktop',
  });
}
