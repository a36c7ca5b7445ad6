import type { PersonInfo, PersonRole } from '@cineclub/contract';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { formatCount } from '../lib/format';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { CopyLinkButton } from '../ui/copy-link-button';
import { useDocumentTitle } from '../ui/use-document-title';
import { listOptionsOf, personFilmsQuery, personQuery } from './api';
import { HiddenByFilter } from './downloadable-filter';
import { useCatalogueExtensions } from './extensions';
import { PersonPhoto } from './film-extras';
import { FilmTile } from './film-tile';
import { filterFilms } from './filter';
import { useFilterText } from './filter-state';
import { ImdbPersonLink } from './imdb-person-link';
import { personIdOf } from './list-routes';
import {
  listsCanDownloadNow,
  useCanDownload,
  useListsCanDownload,
  useSignedInForLayout,
} from './permissions';
import { downloadMarkTells } from './tile-badges';
import { tileMetaShown } from './tile-meta';
import { useFilmPages } from './use-film-pages';
import { settingsStore, useSettings } from './use-settings';

function personOf(per: string | undefined): number {
  const id = personIdOf(per);
  // A malformed id is a person that does not exist: the not-found page, as for an unknown one.
  if (id === null) throw new ApiError(404, texts.lists.badPerson);
  return id;
}

/**
 * /pelper/:per/:nom: a person's films (SPEC §2), as one filmography, newest first, each film
 * marked with what they did in it, under a head that counts their films in each role and
 * gives their years. (Issue 31: a section per role listed a director who also writes every
 * film twice.) A person the catalogue lacks is a 404, which the route's error screen shows.
 */
export function personLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = personOf(params.per);
    const options = listOptionsOf(settingsStore.get(), listsCanDownloadNow(queryClient));
    await Promise.all([
      queryClient.ensureQueryData(personQuery(id)),
      queryClient.ensureInfiniteQueryData(personFilmsQuery(id, options)),
    ]);
    return null;
  };
}

export function PersonScreen() {
  const id = personOf(useParams().per);
  const { data: person } = useSuspenseQuery(personQuery(id));
  useDocumentTitle(person.nom);
  return (
    <section>
      <div className="page-heading">
        {person.foto ? <PersonPhoto name={person.nom} photo={person.foto} large /> : null}
        <h1 className="page-title">{person.nom}</h1>
        <ImdbPersonLink person={person} />
        <CopyLinkButton />
      </div>
      <PersonHead person={person} />
      {person.total === 0 ? (
        <p className="empty">{texts.list.empty}</p>
      ) : (
        <Filmography person={person} />
      )}
    </section>
  );
}

/** Every film of theirs and their years, then how many in each role (of every film). */
function PersonHead({ person }: { person: PersonInfo }) {
  return (
    <div className="person-head">
      <p className="person-career">{texts.people.career(person.total, person.anios)}</p>
      {person.papeles.length ? (
        <ul className="person-role-counts" aria-label={texts.people.rolesNav}>
          {person.papeles.map(({ rol, total }) => (
            <li key={rol}>
              {texts.people.roles[rol]} <strong>{formatCount(total)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Their roles in one film, as its tile's note ('Dirección · Guion'). */
function rolesNote(roles: PersonRole[] | undefined): string | undefined {
  return roles?.length ? roles.map((rol) => texts.people.roles[rol]).join(' · ') : undefined;
}

/** Every film of theirs, each once; a person of several roles gets their roles in each. */
function Filmography({ person }: { person: PersonInfo }) {
  const options = listOptionsOf(useSettings(), useListsCanDownload());
  const list = useFilmPages(personFilmsQuery(person.imdb, options));
  const marks = useCatalogueExtensions().useMarks();
  const { afoto } = useSettings();
  const canDownload = useCanDownload();
  const signedIn = useSignedInForLayout();
  const filter = useDeferredValue(useFilterText());
  const films = list?.films;
  const shown = useMemo(() => (films ? filterFilms(films, filter) : []), [films, filter]);
  if (!list) return null;
  const manyRoles = person.papeles.length > 1;
  const downloadMark = canDownload && downloadMarkTells(shown);
  const left = list.total - list.films.length;
  return (
    <section
      aria-labelledby="filmografia"
      className={list.updating ? 'role-section updating' : 'role-section'}
    >
      <h2 id="filmografia" className="role-heading">
        {texts.people.filmography}{' '}
        <span className="role-count">{texts.people.filmCount(list.total)}</span>
      </h2>
      {list.hidden ? (
        <HiddenByFilter count={list.hidden} />
      ) : list.total === 0 ? (
        <p className="empty">{texts.people.noneWithSettings}</p>
      ) : null}
      {list.total > 0 && shown.length === 0 ? <p className="empty">{texts.list.noMatch}</p> : null}
      <ul className="role-grid">
        {shown.map((film) => (
          <FilmTile
            key={film.id}
            film={film}
            showPoster={afoto}
            marks={marks?.get(film.id)}
            downloadMark={downloadMark}
            metaShown={tileMetaShown(film, afoto, signedIn)}
            note={manyRoles ? rolesNote(list.roles?.[film.id]) : undefined}
          />
        ))}
      </ul>
      {list.hasMore ? (
        <div className="role-more">
          <Button onClick={list.loadMore}>
            {list.loadMoreFailed ? texts.list.retry : texts.people.moreFilms(left)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
