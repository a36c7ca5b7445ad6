import type { Browser } from '@playwright/test';

/** The sizes screenshots are taken at: a laptop's and a phone's. */
export const viewports = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

export type ScreenSize = keyof typeof viewports;

/** A browser context of one size, Spanish, touch on the phone. */
export function screenContext(browser: Browser, baseURL: string, size: ScreenSize) {
  return browser.newContext({
    baseURL,
    viewport: viewports[size],
    locale: 'es-ES',
    deviceScaleFactor: 1,
    hasTouch: size === 'phone',
    isMobile: size === 'phone',
  });
}
