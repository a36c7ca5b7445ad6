import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Film, Newspaper, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { texts } from '../texts';
import { suggestQuery } from './api';
import { didYouMeanOf, type SuggestLink, stripLinksOf } from './suggest';

/**
 * The 'Personas' strip over a search's films (issue 29). The films come first: the screen
 * never waits for it (its loader starts the call beside the films' and does not wait), a
 * failed call shows nothing, and one that answers after the films opens its space with a
 * short transition rather than a jump.
 */
export function PeopleStrip({ text }: { text: string }) {
  const { data } = useQuery(suggestQuery(text));
  const links = stripLinksOf(data);
  const heading = useId();
  return (
    <div className="people-strip" data-open={links.length > 0 || undefined}>
      {links.length ? (
        <section className="people-strip-inner" aria-labelledby={heading}>
          <div className="people-strip-body">
            <h2 id={heading} className="people-strip-title">
              {texts.suggest.strip}
            </h2>
            <SuggestLinks links={links} kind="person" />
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * '¿Quisiste decir…?' on the people page when nobody matched either: the closest titles and
 * people, then the way back to the films, which shows even when the suggestions fail.
 */
export function DidYouMean({ text }: { text: string }) {
  const { data } = useQuery(suggestQuery(text));
  const { films, people } = didYouMeanOf(data);
  const heading = useId();
  return (
    <>
      {films.length || people.length ? (
        <section className="did-you-mean" aria-labelledby={heading}>
          <h2 id={heading} className="did-you-mean-title">
            {texts.suggest.didYouMean}
          </h2>
          {films.length ? (
            <SuggestGroup title={texts.suggest.films} links={films} kind="film" />
          ) : null}
          {people.length ? (
            <SuggestGroup title={texts.suggest.people} links={people} kind="person" />
          ) : null}
        </section>
      ) : null}
      <p className="way-back">
        <Link to="/all" className="btn btn-primary">
          <Clapperboard size={18} aria-hidden="true" />
          {texts.suggest.allFilms}
        </Link>
        <Link to="/novedades" className="btn">
          <Newspaper size={18} aria-hidden="true" />
          {texts.suggest.news}
        </Link>
      </p>
    </>
  );
}

type LinkKind = 'film' | 'person';

function SuggestGroup({
  title,
  links,
  kind,
}: {
  title: string;
  links: SuggestLink[];
  kind: LinkKind;
}) {
  return (
    <div className="suggest-group">
      <h3 className="suggest-group-title">{title}</h3>
      <SuggestLinks links={links} kind={kind} />
    </div>
  );
}

function SuggestLinks({ links, kind }: { links: SuggestLink[]; kind: LinkKind }) {
  const Icon = kind === 'film' ? Film : UserRound;
  return (
    <ul className="suggest-links">
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to} className="suggest-link">
            <Icon aria-hidden="true" className="suggest-link-icon" size={18} />
            <span className="suggest-link-label">{link.label}</span>{' '}
            {link.detail ? <span className="suggest-link-detail">{link.detail}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
