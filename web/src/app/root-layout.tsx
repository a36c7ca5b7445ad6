import { Outlet } from 'react-router';
import { CatalogueExtensionsContext } from '../catalogue/extensions';
import { NoticesBanner } from '../community/notices-banner';
import { catalogueExtensions } from './catalogue-extensions';
import { Header } from './header';

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
