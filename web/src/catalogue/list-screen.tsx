import { CLUB_BEST } from '@cineclub/contract';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { TileSkeletons } from '../ui/tile-skeletons';
import { useDocumentTitle } from '../ui/use-document-title';
import { type ListRequest, listOptionsOf, listQuery } from './api';
import { DownloadableChip } from './downloadable-filter';
import { FilmList } from './film-list';
import { checked } from './list-loader';
import {
  type ListScreenKind,
  type ListTarget,
  listTargetOf,
  peopleRedirectOf,
} from './list-routes';
import { useListsCanDownload } from './permissions';
import { type ListChoice, listChoiceName, searchListOf } from './settings';
import { PeopleStrip } from './suggestions';
import { useFilmPages } from './use-film-pages';
import { useSettings } from './use-settings';
import { YearsForm } from './years-form';

/**
 * The list screens served by the busq call: /1000p, /i250, /crit, /popu/:ai/:af,
 * /oscars/:ai/:af and /all/:bus? (/pelper has its own screen). Loaded on demand (React Router
 * `lazy`); their loader is list-loader.ts's, in the main bundle.
 */
export function listScreen(kind: ListScreenKind) {
  return () => <ListScreen kind={kind} />;
}

function ListScreen({ kind }: { kind: ListScreenKind }) {
  const params = useParams();
  const { lista } = useSettings();
  const { user, isLoading } = useSession();
  const target = checked(listTargetOf(kind, params, lista, user !== null));
  const heading = <ListHeading kind={kind} params={params} target={target} />;
  if (kind === 'recor' && !user) {
    return (
      <section>
        {heading}
        {isLoading ? <TileSkeletons /> : <SignInPrompt text={texts.lists.signInToRecor} />}
      </section>
    );
  }
  if (target.kind !== 'list') {
    return (
      <section>
        {heading}
        <p className="muted">{texts.lists.years.needBoth}</p>
      </section>
    );
  }
  const { text } = target.request;
  return (
    <section>
      {heading}
      {kind === 'all' && text ? <PeopleStrip text={text} /> : null}
      {kind === 'club' ? (
        <p className="muted list-rule">{texts.club.bestRule(CLUB_BEST.minRatings)}</p>
      ) : null}
      <ListResults kind={kind} request={target.request} />
    </section>
  );
}

function ListResults({ kind, request }: { kind: ListScreenKind; request: ListRequest }) {
  const params = useParams();
  const settings = useSettings();
  const list = useFilmPages(listQuery(request, listOptionsOf(settings, useListsCanDownload())));
  if (!list) return <TileSkeletons />;
  // Also when a setting change leaves the search without films.
  const people = list.updating
    ? null
    : peopleRedirectOf(kind, params, list.total + (list.hidden ?? 0));
  if (people) return <Navigate to={people} replace />;
  if (!list.updating && !list.films.length && list.hidden) {
    return <HiddenMatches request={request} hidden={list.hidden} />;
  }
  return <FilmList {...list} />;
}

/**
 * When 'Sólo descargables' hides every film that matches (issue 47), the films show all the
 * same, under a line that says so and keeps the filter's chip, each marked as having no files:
 * an empty page with a button made the member guess what the search had found.
 */
function HiddenMatches({ request, hidden }: { request: ListRequest; hidden: number }) {
  const settings = useSettings();
  const options = { ...listOptionsOf(settings, true), onlyDownloadable: false };
  const list = useFilmPages(listQuery(request, options));
  return (
    <div className="hidden-matches">
      <p className="notice-line hidden-by-filter">
        {texts.details47.hiddenBelow(hidden)} <DownloadableChip />
      </p>
      {list ? <FilmList {...list} mark={texts.details47.notDownloadable} /> : <TileSkeletons />}
    </div>
  );
}

function titleOf(
  kind: ListScreenKind,
  params: Record<string, string | undefined>,
  lista: ListChoice,
  signedIn: boolean,
): string {
  const { ai, af } = params;
  switch (kind) {
    case 'recor':
      return texts.lists.title.recor;
    case 'club':
      return texts.lists.title.club;
    case 'popu':
      return ai && af ? texts.lists.title.popu(Number(ai), Number(af)) : texts.lists.popu;
    case 'all': {
      const text = params.bus?.trim();
      if (!text) return texts.lists.title.all;
      const list = searchListOf(lista, signedIn);
      return list === 'all'
        ? texts.lists.title.search(text)
        : texts.lists.title.searchIn(text, listChoiceName(list));
    }
    default: {
      // A curated list: a yearly one's title names its years, once it has both.
      const { name, title } = texts.curatedLists[kind];
      if (typeof title === 'string') return title;
      return ai && af ? title(Number(ai), Number(af)) : name;
    }
  }
}

function ListHeading({
  kind,
  params,
  target,
}: {
  kind: ListScreenKind;
  params: Record<string, string | undefined>;
  target: ListTarget;
}) {
  const { lista } = useSettings();
  const { user } = useSession();
  const title = titleOf(kind, params, lista, user !== null);
  useDocumentTitle(title);
  if (kind === 'popu' || kind === 'oscars') {
    const from = target.kind === 'needYears' ? target.from : (params.ai ?? '');
    const to = target.kind === 'needYears' ? target.to : (params.af ?? '');
    return (
      <div className="page-heading">
        <h1 className="page-title">{title}</h1>
        <YearsForm list={kind} from={from} to={to} />
      </div>
    );
  }
  return (
    <div className="page-heading">
      <h1 className="page-title">{title}</h1>
    </div>
  );
}
