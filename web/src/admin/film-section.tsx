import { type FullCard, searchCall } from '@cineclub/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ask } from '../api/call';
import { texts } from '../texts-screens';
import { adminFichaQuery, adminKeys, auditQuery } from './api';
import { FileComments } from './file-comments';
import { FilmForm } from './film-form-panel';
import { Loading } from './loading';
import { Failure, formatTime, MoreButton, Panel, SearchForm } from './parts';
import { PosterPanel } from './poster-panel';
import { SourcesPanel } from './sources-panel';

const PICK_RESULTS = 20;

/** The film's card as the catalogue shows it, with file folders and the inline edits. */
export type FilmCardSlot = (film: FullCard) => ReactNode;

/** Films whose titles or people match, through the public search call (every film). */
function pickQuery(text: string) {
  const request = { list: 'all', years: '0', text } as const;
  const options = { onlyDownloadable: false, fullCards: false, genre: 'TG' };
  return queryOptions({
    queryKey: adminKeys.pick(text),
    queryFn: ({ signal }) => ask('search', searchCall(request, options, 0, PICK_RESULTS), signal),
    enabled: text !== '',
  });
}

/** /admo without a film: find the film to edit by title, or open it by number. */
function FilmPicker() {
  const [text, setText] = useState('');
  const films = useQuery(pickQuery(text));
  const byNumber = /^\d+$/.test(text) ? Number(text) : null;
  return (
    <Panel title={texts.admin.film.pick}>
      <SearchForm label={texts.admin.film.search} onSearch={setText} />
      {byNumber ? (
        <p>
          <Link to={`/admo/${byNumber}`}>{`${texts.admin.film.open} nº ${byNumber}`}</Link>
        </p>
      ) : null}
      {films.isFetching ? <Loading /> : null}
      <Failure error={films.error} />
      {films.data ? (
        films.data.pelis.length ? (
          <ul className="admin-list">
            {films.data.pelis.map((film) => (
              <li key={film.id}>
                <Link to={`/admo/${film.id}`}>{film.nom}</Link>{' '}
                <span className="muted">
                  {film.anio ?? texts.film.noYear} · nº {film.id}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{texts.admin.film.none}</p>
        )
      ) : null}
    </Panel>
  );
}

/** The film's audit lines: who changed what, and when. */
function AuditLines({ filmId }: { filmId: number }) {
  const audit = useInfiniteQuery(auditQuery(filmId));
  const lines = audit.data?.pages.flatMap((page) => page.lineas) ?? [];
  return (
    <Panel title={texts.admin.film.audit}>
      {audit.isPending ? <Loading /> : null}
      <Failure error={audit.error} />
      {audit.isSuccess && !lines.length ? (
        <p className="muted">{texts.admin.film.auditEmpty}</p>
      ) : null}
      <ul className="admin-list admin-audit">
        {lines.map((line) => (
          <li key={line.id}>
            <time dateTime={new Date(line.fecha * 1000).toISOString()}>
              {formatTime(line.fecha)}
            </time>{' '}
            <strong>{line.user}</strong> {line.detalle}
          </li>
        ))}
      </ul>
      <MoreButton query={audit} />
    </Panel>
  );
}

function FilmEditor({ film, filmCard }: { film: FullCard; filmCard: FilmCardSlot }) {
  return (
    <div className="admin-film">
      <p>
        <Link to="/admo">{texts.admin.film.other}</Link>
      </p>
      {filmCard(film)}
      <FilmForm key={film.id} film={film} />
      <PosterPanel film={film} />
      <SourcesPanel film={film} />
      <FileComments film={film} />
      <AuditLines filmId={film.id} />
    </div>
  );
}

/** The film section: the film of idpel with every field editable, or a way to pick one. */
export function FilmSection({
  filmId,
  filmCard,
}: {
  filmId: number | null;
  filmCard: FilmCardSlot;
}) {
  const film = useQuery({ ...adminFichaQuery(filmId ?? 0), enabled: filmId !== null });
  if (filmId === null) return <FilmPicker />;
  if (film.isPending) return <Loading />;
  if (film.isError) return <Failure error={film.error} />;
  return <FilmEditor film={film.data} filmCard={filmCard} />;
}
