import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { personPath } from '../lib/format';
import { texts } from '../texts';
import { useDocumentTitle } from '../ui/use-document-title';
import { peopleQuery } from './api';
import { ImdbPersonLink } from './imdb-person-link';
import { DidYouMean } from './suggestions';

/**
 * /pers/:bus: people matching a search, each linking to their films and to IMDB (SPEC §2).
 * When nobody matches, '¿Quisiste decir…?' (issue 29), whose suggestions the page does not
 * wait for (a search that redirected here has already asked for them).
 */
export function peopleLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(peopleQuery(params.bus ?? ''));
    return null;
  };
}

export function PeopleScreen() {
  const text = useParams().bus ?? '';
  const { data } = useSuspenseQuery(peopleQuery(text));
  // Nobody and no film (a film search with no hits lands here): not headed 'Personas:'.
  const title = data.pers.length ? texts.people.title(text) : texts.details47.nothingFound(text);
  useDocumentTitle(title);
  return (
    <section>
      <h1 className="page-title">{title}</h1>
      {data.mas ? <p className="notice-line">{texts.people.tooMany}</p> : null}
      {data.pers.length === 0 ? (
        <>
          <p className="empty">{texts.people.none}</p>
          <DidYouMean text={text} />
        </>
      ) : (
        <ul className="people-list">
          {data.pers.map((person) => (
            <li key={person.imdb} className="person">
              <Link to={personPath(person)} className="person-name">
                {person.nom}
              </Link>
              <ImdbPersonLink person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
