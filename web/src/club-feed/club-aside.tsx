import { type CompactCard, searchCall } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ask } from '../api/call';
import { CLUB_BEST_PATH, filmPath } from '../lib/film-path';
import { formatRating } from '../lib/format';
import { texts } from '../texts';
import { PosterThumb } from '../ui/poster-thumb';

const t = texts.cards47;
/** Films of 'Lo mejor del club' beside the feed. */
const BEST_SHOWN = 5;

/**
 * Beside the feed on wide screens (issue 47: /club used 60% of a laptop's width): the club's
 * best films and the way to the member's year in review. Under the feed on phones.
 */
export function ClubAside() {
  const year = new Date().getFullYear();
  const best = useQuery({
    queryKey: ['club-feed', 'best'],
    queryFn: ({ signal }) =>
      ask(
        'search',
        searchCall(
          { list: 'club', years: '0', text: '' },
          { onlyDownloadable: false, fullCards: false, genre: 'TG' },
          0,
          BEST_SHOWN,
        ),
        signal,
      ),
    staleTime: 60_000,
  });
  const films = (best.data?.pelis ?? []) as CompactCard[];
  return (
    <aside className="club-aside" aria-label={t.asideLabel}>
      <section className="club-aside-card">
        <h2>{texts.lists.title.club}</h2>
        {films.length ? (
          <ol className="club-aside-films">
            {films.map((film) => (
              <li key={film.id}>
                <PosterThumb film={film} className="club-aside-poster" />
                <Link to={filmPath(film)}>{film.nom}</Link>
                {film.club ? (
                  <span className="club-aside-score">
                    {t.clubScore(formatRating(film.club.nota), film.club.votos)}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        ) : best.isSuccess ? (
          <p className="muted">{t.noBest}</p>
        ) : null}
        <Link to={CLUB_BEST_PATH}>{t.wholeBest}</Link>
      </section>
      <section className="club-aside-card">
        <h2>{t.yearTitle(year)}</h2>
        <p className="muted">{t.yearText}</p>
        <Link to={`/club/resumen/${year}`}>{t.yearLink(year)}</Link>
      </section>
    </aside>
  );
}
