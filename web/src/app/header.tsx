import { ArrowLeft, ListFilter, Menu, Search, X } from 'lucide-react';
import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountMenu } from '../account/account-menu';
import { BackToTop } from '../catalogue/back-to-top';
import { FilterBox } from '../catalogue/filter-box';
import { useIsFiltering } from '../catalogue/filter-state';
import { ListsMenu } from '../catalogue/lists-menu';
import { SearchBox } from '../catalogue/search-box';
import { SettingsMenu } from '../catalogue/settings-menu';
import { QueueSlot } from '../downloads/queue-slot';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { IconButton } from '../ui/button';
import { useDismiss } from '../ui/use-dismiss';

type Box = 'search' | 'filter';

/**
 * The site header of SPEC §2. Each area plugs its own control in here: catalogue (back to top,
 * search, filter, settings), downloads (queue dropdown), accounts (sign-in / user menu).
 *
 * One markup for every width, one row at every width (app/phone.css lays it out): on a laptop
 * everything sits in the row; under 1024 px 'Novedades', the lists and the settings live in
 * the menu behind the menu icon, and the queue and signing in are icons; on a phone the
 * 'Buscar' and 'Filtrar' boxes also open over the row from their icons.
 */
export function Header() {
  const header = useRef<HTMLElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const boxes = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(more, { open: menuOpen, close: closeMenu });
  const { pathname } = useLocation();
  const { user } = useSession();

  // A link followed from the menu closes it; a search (which also navigates) keeps its box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!box) return;
    const selector = box === 'search' ? '.header-search input' : '.header-filter';
    header.current?.querySelector<HTMLInputElement>(selector)?.focus();
  }, [box]);

  // Escape or a press elsewhere closes an open box, as a menu closes.
  const closeBox = useCallback(() => {
    setBox(null);
    header.current?.querySelector<HTMLElement>(`.header-open-${box}`)?.focus();
  }, [box]);
  useDismiss(boxes, { open: box !== null, close: closeBox });
  const toggle = (which: Box) => ({
    'aria-expanded': box === which,
    'aria-controls': 'header-boxes',
    onClick: () => setBox(box === which ? null : which),
  });

  return (
    <header ref={header} className="header" data-box={box ?? undefined}>
      <Link to="/novedades" className="brand">
        {texts.siteName}
      </Link>
      <div className="header-tools">
        <IconButton
          icon={Search}
          label={texts.header.search}
          className="header-open-search"
          {...toggle('search')}
        />
        <FilterOpenButton {...toggle('filter')} />
      </div>
      <div ref={boxes} id="header-boxes" className="header-boxes">
        <SearchBox />
        <FilterBox />
        {/* An arrow, not a cross: the box's own cross clears its text. */}
        <IconButton
          icon={ArrowLeft}
          label={texts.header.closeBox}
          className="header-boxes-close"
          onClick={closeBox}
        />
      </div>
      <div ref={more} className="header-more" data-open={menuOpen || undefined}>
        <IconButton
          icon={menuOpen ? X : Menu}
          label={texts.header.menu}
          className="header-more-toggle"
          aria-expanded={menuOpen}
          aria-controls="header-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        />
        <div id="header-menu" className="header-menu">
          <nav className="header-nav">
            <Link to="/novedades">{texts.nav.news}</Link>
            <ListsMenu />
            {user ? <Link to="/club">{texts.clubFeed.navLink}</Link> : null}
            {user ? <Link to="/sesiones">{texts.sessions.navLink}</Link> : null}
          </nav>
          <SettingsMenu />
        </div>
      </div>
      <QueueSlot />
      <BackToTop header={header} />
      <AccountMenu />
    </header>
  );
}

/**
 * 'Filtrar' on a phone, lit while a filter narrows the list (its box is out of sight). It
 * follows the filter by itself, so a keystroke never re-renders the whole header.
 */
function FilterOpenButton(props: ComponentProps<'button'>) {
  const filtering = useIsFiltering();
  return (
    <IconButton
      icon={ListFilter}
      label={texts.header.filter}
      className={`header-open-filter${filtering ? ' is-active' : ''}`}
      {...props}
    />
  );
}
