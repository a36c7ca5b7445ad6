import { useRef } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { useDismiss } from '../ui/use-dismiss';
import { catalogueListLinks } from './list-routes';

/** The way to the catalogue's lists (the spec names the screens, not how to reach them). */
export function ListsMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  const { user } = useSession();
  const year = new Date().getFullYear();
  const personal = user
    ? ([
        ['/recor', texts.lists.title.recor],
        ['/contact', texts.community.contactTitle],
      ] as const)
    : [];
  const links = [...personal, ...catalogueListLinks(year)];
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details ref={menu} className="menu lists-menu">
      <summary>{texts.lists.menu}</summary>
      <ul className="menu-panel">
        {links.map(([path, label]) => (
          <li key={path}>
            <Link to={path} onClick={close}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
