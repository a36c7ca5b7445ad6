import { Link } from 'react-router';
import { texts } from '../texts';

/**
 * The site header of SPEC §2. Each area plugs its own control in here: catalogue (back to top,
 * search, filter, settings), downloads (queue dropdown), accounts (sign-in / user menu).
 */
export function Header() {
  return (
    <header className="header">
      <Link to="/novedades" className="brand">
        {texts.siteName}
      </Link>
      <nav className="header-nav">
        <Link to="/novedades">{texts.nav.news}</Link>
      </nav>
    </header>
  );
}
