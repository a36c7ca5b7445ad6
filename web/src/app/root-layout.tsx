import { Outlet } from 'react-router';
import { Header } from './header';

/** Every screen: the notices banner, the header, then the page. */
export function RootLayout() {
  return (
    <div className="layout">
      <aside className="notices" aria-label="Avisos" />
      <Header />
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
