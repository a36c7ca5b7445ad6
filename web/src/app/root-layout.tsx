import { Outlet } from 'react-router';
import { NoticesBanner } from '../community/notices-banner';
import { Header } from './header';

/** Every screen: the notices banner, the header, then the page. */
export function RootLayout() {
  return (
    <div className="layout">
      <NoticesBanner />
      <Header />
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
