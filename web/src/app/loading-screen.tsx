import { texts } from '../texts';
import { Skeleton } from '../ui/skeleton';

/**
 * What a direct load shows while the first screen's data arrives (React Router's
 * HydrateFallback): the header's bar and the shape of a page, so nothing jumps.
 */
export function LoadingScreen() {
  return (
    <div className="layout">
      <div className="header loading-header">
        <span className="brand">{texts.siteName}</span>
      </div>
      <main className="page">
        <Skeleton className="loading-page" label={texts.list.loading} lines={2} />
      </main>
    </div>
  );
}
