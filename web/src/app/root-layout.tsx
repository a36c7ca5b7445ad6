import { Link, Outlet } from 'react-router';
import { texts } from '../texts';

/** Every screen: the notices banner, the header, then the page. */
export function RootLayout() {
  return (
    <div className="layout">
      <aside className="notices" aria-label="Avisos" />
      <header className="header">
        <Link to="/novedades" className="brand">
          {texts.siteName}
        </Link>
        <nav className="header-nav">
          <Link to="/novedades">{texts.nav.news}</Link>
        </nav>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
