import { CLUB_FEED_KINDS, type ClubFeedKind } from '@cineclub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts-screens';
import { Button } from '../ui/button';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { clubFeedQuery } from './api';
import { ClubAside } from './club-aside';
import { FeedItem } from './feed-entry';
import './club-feed.css';

const t = texts.clubFeed;

/** The filter in the address (`?ver=notas`), so Back and a shared link keep it. */
function kindOf(value: string | null): ClubFeedKind {
  return CLUB_FEED_KINDS.find((kind) => kind === value) ?? 'todo';
}

/**
 * /club: the club's activity, newest first (issue 32), for signed-in members; a visitor is told
 * to sign in. Filters by kind, and 'Ver más' asks for the next page. On wide screens the club's
 * best films and the year in review stand beside it (issue 47).
 */
export function ClubFeedScreen() {
  const { user, isLoading } = useSession();
  useDocumentTitle(t.title);
  return (
    <section className={user ? 'club-feed club-feed-wide' : 'club-feed'}>
      <h1 className="page-title">{t.title}</h1>
      {user ? (
        <div className="club-feed-columns">
          <div className="club-feed-main">
            <Feed />
          </div>
          <ClubAside />
        </div>
      ) : isLoading ? null : (
        <SignInPrompt text={t.signIn} />
      )}
    </section>
  );
}

function Feed() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('ver'));
  const feed = useInfiniteQuery(clubFeedQuery(kind));
  const entries = feed.data?.pages.flatMap((page) => page.entradas) ?? [];
  const now = Date.now() / 1000;
  return (
    <>
      <p className="muted">{t.intro}</p>
      <nav className="feed-filters" aria-label={t.filtersLabel}>
        {CLUB_FEED_KINDS.map((option) => (
          <Link
            key={option}
            to={option === 'todo' ? '/club' : `/club?ver=${option}`}
            className="chip"
            aria-current={option === kind ? 'page' : undefined}
          >
            {t.filters[option]}
          </Link>
        ))}
      </nav>
      {feed.isError && !entries.length ? (
        <p role="alert" className="form-error">
          {t.failed(feed.error.message)} <Button onClick={() => feed.refetch()}>{t.retry}</Button>
        </p>
      ) : null}
      {feed.isSuccess && !entries.length ? <p className="feed-empty">{t.empty}</p> : null}
      <ol className="feed-list" aria-busy={feed.isPending}>
        {entries.map((entry) => (
          <FeedItem key={`${entry.tipo}-${entry.fecha}-${keyOf(entry)}`} entry={entry} now={now} />
        ))}
      </ol>
      {feed.hasNextPage ? (
        <Button
          className="feed-more"
          disabled={feed.isFetchingNextPage}
          onClick={() => feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? t.loadingMore : t.more}
        </Button>
      ) : null}
    </>
  );
}

/** What tells an entry apart from others of its kind at the same second. */
function keyOf(entry: Parameters<typeof FeedItem>[0]['entry']): number {
  if (entry.tipo === 'llegada') return entry.dia;
  if (entry.tipo === 'peticion') return entry.peli.id;
  if (entry.tipo === 'sesion' || entry.tipo === 'ganadora') return entry.sesion.id;
  return entry.socio.id * 1e6 + (entry.tipo === 'nota' ? entry.peli.id : 0);
}
