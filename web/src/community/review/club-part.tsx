import type { ClubYear } from '@cineclub/contract';
import { formatCount } from '../../lib/format';
import { texts } from '../../texts-screens';
import { MonthChart } from './charts';
import { Figure, FilmList, score } from './parts';

const t = texts.review;
const n = texts.reviewNights;

/** The club's year: counts without names, best rated, most wanted and most downloaded. */
export function ClubPart({ club, year }: { club: ClubYear; year: number }) {
  const members = (row: { socios: number }) => t.members(row.socios);
  return (
    <section className="review-part" aria-labelledby="review-club">
      <h2 id="review-club">{t.club}</h2>
      {club.notas === 0 ? (
        <p className="review-empty">{t.clubEmpty(year)}</p>
      ) : (
        <div className="review-figures">
          <Figure value={formatCount(club.notas)} name={t.clubScores} />
          <Figure value={formatCount(club.socios)} name={t.clubMembers} />
        </div>
      )}
      <div className="review-grid">
        {club.notas > 0 && <MonthChart title={t.clubPerMonth} values={club.meses} />}
        <FilmList
          title={t.best}
          note={t.bestNote(club.minimo)}
          empty={t.bestEmpty(club.minimo)}
          films={club.mejores.map((row) => ({
            peli: row.peli,
            what: t.scoreOf(score(row.media), row.notas),
          }))}
        />
        <FilmList
          title={t.wanted}
          note={t.wantedNote}
          empty={t.none}
          films={club.deseadas.map((row) => ({ peli: row.peli, what: members(row) }))}
        />
        <FilmList
          title={t.downloaded}
          empty={t.none}
          films={club.descargadas.map((row) => ({ peli: row.peli, what: members(row) }))}
        />
        <FilmList
          title={n.title}
          note={n.count(club.sesiones.total, club.sesiones.pelis)}
          empty={n.none}
          films={club.sesiones.lista.map((row) => ({ peli: row.peli, what: n.day(row.fecha) }))}
        />
      </div>
    </section>
  );
}
