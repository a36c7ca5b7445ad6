import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, Navigate, replace, useParams } from 'react-router';
import { sessionQuery, useSession } from '../lib/session';
import { texts } from '../texts';
import { TileSkeletons } from '../ui/tile-skeletons';
import { useDocumentTitle } from '../ui/use-document-title';
import { type ListRequest, listOptionsOf, listQuery } from './api';
import { FilmList } from './film-list';
import {
  type ListScreenKind,
  type ListTarget,
  listTargetOf,
  peopleRedirectOf,
} from './list-routes';
import { listsCanDownloadNow, useListsCanDownload } from './permissions';
import { type ListChoice, listChoiceName, searchListOf } from './settings';
import { useFilmPages } from './use-film-pages';
import { settingsStore, useSettings } from './use-settings';
import { YearsForm } from './years-form';

/**
 * The list screens served by the busq call: /1000p, /i250, /crit, /popu/:ai/:af,
 * /oscars/:ai/:af and /all/:bus? (/pelper has its own screen). Loaded on demand (React Router
 * `lazy`): the router gets `{ loader, Component }` for each kind from listRoute().
 */
export function listRoute(kind: ListScreenKind, queryClient: QueryClient) {
  return {
    loader: (args: LoaderFunctionArgs) => listLoader(queryClient, kind, args),
    Component: () => <ListScreen kind={kind} />,
  };
}

function checked(target: ListTarget): ListTarget {
  if (target.kind !== 'invalid') return target;
  throw new Error(texts.lists.years.bad);
}

async function listLoader(
  queryClient: QueryClient,
  kind: ListScreenKind,
  { params }: LoaderFunctionArgs,
) {
  const settings = settingsStore.get();
  const signedIn = Boolean(queryClient.getQueryData(sessionQuery().queryKey));
  const target = checked(listTargetOf(kind, params, settings.lista, signedIn));
  if (target.kind !== 'list') return null;
  const data = await queryClient.ensureInfiniteQueryData(
    listQuery(target.request, listOptionsOf(settings, listsCanDownloadNow(queryClient))),
  );
  // A search that finds no film, not even among those the filter hid, looks for people of that
  // name instead (SPEC §2).
  const first = data.pages[0];
  const people = peopleRedirectOf(kind, params, (first?.total ?? 0) + (first?.ocultas ?? 0));
  // Replacing the search's history entry keeps Back from landing on it and bouncing here again.
  return people ? replace(people) : null;
}

function ListScreen({ kind }: { kind: ListScreenKind }) {
  const params = useParams();
  const { lista } = useSettings();
  const { user } = useSession();
  const target = checked(listTargetOf(kind, params, lista, user !== null));
  const heading = <ListHeading kind={kind} params={params} target={target} />;
  if (target.kind !== 'list') {
    return (
      <section>
        {heading}
        <p className="muted">{texts.lists.years.needBoth}</p>
      </section>
    );
  }
  return (
    <section>
      {heading}
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
  return <FilmList {...list} />;
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
