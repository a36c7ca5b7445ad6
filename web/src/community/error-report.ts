import { type ErrorReport, routes } from '@cineclub/contract';

/**
 * Reports a router error to the server log as a beacon: it is sent even while the page goes
 * away, and nothing waits for it or fails because of it.
 */
export function reportError(error: unknown, url: string = window.location.pathname): void {
  const report: ErrorReport = {
    message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack?.slice(0, 50_000) : undefined,
    url,
  };
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  if (navigator.sendBeacon?.(routes.errorReport, body)) return;
  void fetch(routes.errorReport, { method: 'POST', body, keepalive: true }).catch(() => {});
}
