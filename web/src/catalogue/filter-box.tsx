import { texts } from '../texts';
import { setFilterText, useFilterText } from './filter-state';

/** 'Filtrar': narrows the list on screen as the user types (see filter.ts). */
export function FilterBox() {
  const text = useFilterText();
  return (
    <input
      className="field header-filter"
      type="search"
      aria-label={texts.header.filter}
      placeholder={texts.header.filter}
      value={text}
      onChange={(event) => setFilterText(event.target.value)}
    />
  );
}
