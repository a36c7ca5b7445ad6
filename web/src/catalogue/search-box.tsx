import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { texts } from '../texts';
import { createDebouncer } from './debounce';

/** SPEC §9: the search runs 1 s after typing stops. */
export const SEARCH_DELAY_MS = 1000;

/**
 * 'Buscar': goes to /all/{text} once typing has stopped for a second (Enter goes at once). An
 * empty text does nothing (SPEC §5). While the user refines a search the history keeps one
 * entry, not one per pause.
 */
export function SearchBox() {
  const navigate = useNavigate();
  // The people page of a search (where a search without films goes, SPEC §2) is still that
  // search: the box keeps its text there too, also on a reload (issue 29).
  const search = useMatch('/all/:bus');
  const people = useMatch('/pers/:bus');
  const bus = (search ?? people)?.params.bus;
  const [text, setText] = useState(bus ?? '');
  // What this box last searched: a route change to anything else came from elsewhere.
  const lastSearched = useRef(bus);
  const current = useRef(bus);
  current.current = bus;

  const [debouncer] = useState(() =>
    createDebouncer<string>(SEARCH_DELAY_MS, (value) => {
      const query = value.trim();
      if (!query || query === current.current) return;
      const refining = current.current !== undefined && current.current === lastSearched.current;
      lastSearched.current = query;
      void navigate(`/all/${encodeURIComponent(query)}`, { replace: refining });
    }),
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  // Back/forward to another search shows its text; the box's own searches change nothing.
  useEffect(() => {
    if (bus !== undefined && bus !== lastSearched.current) {
      lastSearched.current = bus;
      setText(bus);
    }
  }, [bus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    debouncer.schedule(text);
    debouncer.flush();
  };
  return (
    <search className="header-search">
      <form onSubmit={submit}>
        <input
          className="field"
          type="search"
          aria-label={texts.header.search}
          placeholder={texts.header.search}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            debouncer.schedule(event.target.value);
          }}
        />
      </form>
    </search>
  );
}
