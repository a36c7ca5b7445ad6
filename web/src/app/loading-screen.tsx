import { texts } from '../texts';
import { TileSkeletons } from '../ui/tile-skeletons';

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
        <div className="skeleton skeleton-line loading-title" aria-hidden="true" />
        <TileSkeletons />
      </main>
    </div>
  );
}
