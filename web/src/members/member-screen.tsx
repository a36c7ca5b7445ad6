import { type MemberInfo, type MemberList, parseId, posterPath } from '@cineclub/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { filmPath } from '../lib/film-path';
import { formatCount, formatRating } from '../lib/format';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { memberListQuery, memberQuery } from './api';

const monthYear = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' });

/**
 * /socio/:id, for members only: who a member is, their figures, their ratings, and their seen
 * films and watchlist when they share them (or it is the viewer's own page).
 */
export function MemberScreen() {
  const id = parseId(useParams().id ?? '');
  // A malformed id is a member that does not exist: the not-found page, as for an unknown one.
  if (id === null) throw new ApiError(404, texts.members.noMember);
  const { user, isLoading } = useSession();
  if (!user) {
    return isLoading ? null : (
      <section>
        <SignInPrompt text={texts.members.signInForMember} />
      </section>
    );
  }
  return <MemberPage id={id} />;
}

function MemberPage({ id }: { id: number }) {
  const member = useQuery(memberQuery(id));
  useDocumentTitle(member.data ? texts.members.memberTitle(member.data.nombre) : '');
  if (member.isError) throw member.error;
  if (!member.data) return null;
  const info = member.data;
  const titles = info.yo ? texts.members.ownLists : texts.members.lists;
  return (
    <section>
      <div className="page-heading member-heading">
        <Avatar nombre={info.nombre} email="" picture={info.picture} />
        <h1 className="page-title">{info.nombre}</h1>
        {info.yo ? <span className="member-you">{texts.members.you}</span> : null}
      </div>
      <p className="member-since">
        {texts.members.since(monthYear.format(new Date(info.desde * 1000)))}
      </p>
      <Figures info={info} />
      <MemberFilms id={id} list="notas" title={titles.notas} />
      {info.marcas ? (
        <>
          <MemberFilms id={id} list="vistas" title={titles.vistas} />
          <MemberFilms id={id} list="quiero" title={titles.quiero} />
        </>
      ) : (
        <p className="member-hidden">{texts.members.hidden}</p>
      )}
    </section>
  );
}

function Figures({ info }: { info: MemberInfo }) {
  const { cifras } = info;
  const rows: [string, string][] = [
    [texts.members.rated, formatCount(cifras.notas)],
    [texts.members.average, cifras.media === null ? '—' : formatRating(cifras.media)],
    [texts.members.comments, formatCount(cifras.comentarios)],
  ];
  if (cifras.vistas !== null) rows.push([texts.members.seen, formatCount(cifras.vistas)]);
  if (cifras.quiero !== null) rows.push([texts.members.wanted, formatCount(cifras.quiero)]);
  return (
    <dl className="member-figures" aria-label={texts.members.figures}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MemberFilms({ id, list, title }: { id: number; list: MemberList; title: string }) {
  const films = useInfiniteQuery(memberListQuery(id, list));
  const pages = films.data?.pages ?? [];
  const pelis = pages.flatMap((page) => page.pelis);
  const total = pages[0]?.total;
  return (
    <section className="member-list" aria-label={title}>
      <h2>
        {title}
        {total === undefined ? null : <span className="member-count"> ({formatCount(total)})</span>}
      </h2>
      {films.isError ? (
        <p role="alert" className="form-error">
          {films.error.message}
        </p>
      ) : total === 0 ? (
        <p className="empty">{texts.members.emptyList}</p>
      ) : (
        <ul className="member-films">
          {pelis.map((film) => (
            <li key={film.id}>
              <Link to={filmPath(film)}>
                <img
                  src={posterPath(film.id, film.poster)}
                  alt=""
                  width={100}
                  height={150}
                  loading="lazy"
                />
                <span className="member-film-title">{film.nom}</span>
                {film.anio ? <span className="member-film-year">{film.anio}</span> : null}
                {film.voto === null ? null : (
                  <span className="member-film-score" title={texts.members.score(film.voto)}>
                    {film.voto}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {films.hasNextPage ? (
        <Button disabled={films.isFetchingNextPage} onClick={() => void films.fetchNextPage()}>
          {texts.members.more}
        </Button>
      ) : null}
    </section>
  );
}
