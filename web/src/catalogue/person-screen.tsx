import type { PersonRole } from '@cineclub/contract';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { formatCount } from '../lib/format';
import type { MarksLookup } from '../lib/marks';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { Chip } from '../ui/chip';
import { CopyLinkButton } from '../ui/copy-link-button';
import { useDocumentTitle } from '../ui/use-document-title';
import { type ListOptions, listOptionsOf, personFilmsQuery, personQuery } from './api';
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
 * /pelper/:per/:nom: a person's films grouped by role (SPEC §2). The person call says which
 * roles they have and how many films in each (a person the catalogue lacks is a 404, which the
 * route's error screen shows); the first page of every role loads in parallel.
 */
export function personLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = personOf(params.per);
    const person = await queryClient.ensureQueryData(personQuery(id));
    const options = listOptionsOf(settingsStore.get(), listsCanDownloadNow(queryClient));
    await Promise.all(
      person.papeles.map(({ rol }) =>
        queryClient.ensureInfiniteQueryData(personFilmsQuery(id, rol, options)),
      ),
    );
    return null;
  };
}

export function PersonScreen() {
  const id = personOf(useParams().per);
  const { data: person } = useSuspenseQuery(personQuery(id));
  const options = listOptionsOf(useSettings(), useListsCanDownload());
  const marks = useCatalogueExtensions().useMarks();
  useDocumentTitle(person.nom);
  return (
    <section>
      <div className="page-heading">
        {person.foto ? <PersonPhoto name={person.nom} photo={person.foto} large /> : null}
        <h1 className="page-title">{person.nom}</h1>
        <ImdbPersonLink person={person} />
        <CopyLinkButton />
      </div>
      {person.papeles.length > 1 ? (
        <nav className="role-nav" aria-label={texts.people.rolesNav}>
          {person.papeles.map(({ rol, total }) => (
            <RoleChip key={rol} person={id} role={rol} options={options} everyFilm={total} />
          ))}
        </nav>
      ) : null}
      {person.papeles.length === 0 ? <p className="empty">{texts.list.empty}</p> : null}
      <div className="person-roles">
        {person.papeles.map(({ rol }) => (
          <RoleSection key={rol} person={id} role={rol} options={options} marks={marks} />
        ))}
      </div>
    </section>
  );
}

function roleAnchor(role: PersonRole): string {
  return `papel-${role}`;
}

/**
 * A link to a role's section, counting what the section counts: the person call's total is of
 * every film, but 'Sólo descargables' and the genre narrow the sections.
 */
function RoleChip({
  person,
  role,
  options,
  everyFilm,
}: {
  person: number;
  role: PersonRole;
  options: ListOptions;
  everyFilm: number;
}) {
  const list = useFilmPages(personFilmsQuery(person, role, options));
  return (
    <Chip>
      <a href={`#${roleAnchor(role)}`}>
        {texts.people.roles[role]} · {formatCount(list?.total ?? everyFilm)}
      </a>
    </Chip>
  );
}

function RoleSection({
  person,
  role,
  options,
  marks,
}: {
  person: number;
  role: PersonRole;
  options: ListOptions;
  marks: MarksLookup | undefined;
}) {
  const list = useFilmPages(personFilmsQuery(person, role, options));
  const { afoto } = useSettings();
  const canDownload = useCanDownload();
  const signedIn = useSignedInForLayout();
  const filter = useDeferredValue(useFilterText());
  const films = list?.films;
  const shown = useMemo(() => (films ? filterFilms(films, filter) : []), [films, filter]);
  const headingId = roleAnchor(role);
  if (!list) return null;
  const left = list.total - list.films.length;
  return (
    <section
      aria-labelledby={headingId}
      className={list.updating ? 'role-section updating' : 'role-section'}
    >
      <h2 id={headingId} className="role-heading">
        {texts.people.roles[role]}{' '}
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
            canDownload={canDownload}
            metaShown={tileMetaShown(film, afoto, signedIn)}
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
