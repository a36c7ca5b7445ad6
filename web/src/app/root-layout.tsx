import { Outlet } from 'react-router';
import { CatalogueExtensionsContext } from '../catalogue/extensions';
import { noticesQuery } from '../community/api';
import { NoticesBanner } from '../community/notices-banner';
import { catalogueExtensions } from './catalogue-extensions';
import { Header } from './header';
import { queryClient } from './query-client';

/**
 * Asks for the notices as the app starts, beside the screen's own calls, without waiting for
 * them: the layout only mounts once the screen's loader is done, and a banner asked for then
 * arrived after the page was painted and pushed it down (Lighthouse's layout shift).
 */
export function rootLoader() {
  void queryClient.prefetchQuery(noticesQuery());
  return null;
}

/**
 * Every screen: the notices banner, the header, then the page, whose catalogue lists get the
 * other areas' parts (marks, downloads, admin edits).
 */
export function RootLayout() {
  return (
    <div className="layout">
      <NoticesBanner />
      <Header />
      <main className="page">
        <CatalogueExtensionsContext value={catalogueExtensions}>
          <Outlet />
        </CatalogueExtensionsContext>
      </main>
    </div>
  );
}
