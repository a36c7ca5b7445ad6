import { useRef } from 'react';
import { Link } from 'react-router';
import { AccountMenu } from '../account/account-menu';
import { BackToTop } from '../catalogue/back-to-top';
import { FilterBox } from '../catalogue/filter-box';
import { ListsMenu } from '../catalogue/lists-menu';
import { SearchBox } from '../catalogue/search-box';
import { SettingsMenu } from '../catalogue/settings-menu';
import { QueueSlot } from '../downloads/queue-slot';
import { texts } from '../texts';

/**
 * The site header of SPEC §2. Each area plugs its own control in here: catalogue (back to top,
 * search, filter, settings), downloads (queue dropdown), accounts (sign-in / user menu).
 */
export function Header() {
  const header = useRef<HTMLElement>(null);
  return (
    <header ref={header} className="header">
      <Link to="/novedades" className="brand">
        {texts.siteName}
      </Link>
      <nav className="header-nav">
        <Link to="/novedades">{texts.nav.news}</Link>
        <ListsMenu />
      </nav>
      <div className="header-boxes">
        <SearchBox />
        <FilterBox />
      </div>
      <QueueSlot />
      <SettingsMenu />
      <BackToTop header={header} />
      <AccountMenu />
    </header>
  );
}
