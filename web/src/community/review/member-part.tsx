import type { ReviewAnswer } from '@cineclub/contract';
import { formatCount } from '../../lib/format';
import { texts } from '../../texts-screens';
import { BarList, ColumnChart, MonthChart } from './charts';
import { Figure, FilmList, score } from './parts';

const t = texts.review;
const SCORES = Array.from({ length: 11 }, (_, index) => String(index));

/** A favourite director or genre as a row of bars: how many films. */
const barRow = (key: string | number, row: { nom: string; pelis: number }) => ({
  key,
  name: row.nom,
  value: row.pelis,
  label: t.films(row.pelis),
});

/** The member's year: figures, films per month, scores, favourite directors and genres. */
export function MemberPart({ review }: { review: ReviewAnswer }) {
  const { suyo, socio, anio } = review;
  const own = socio.propio;
  return (
    <section className="review-part" aria-labelledby="review-member">
      <h2 id="review-member">{own ? t.ownYear : t.theirYear(socio.nombre)}</h2>
      {suyo.vistas === null && <p className="review-note">{t.hiddenMarks(socio.nombre)}</p>}
      {suyo.pelis === 0 ? (
        <p className="review-empty">{own ? t.ownEmpty(anio) : t.theirEmpty(socio.nombre, anio)}</p>
      ) : (
        <>
          <div className="review-figures">
            {suyo.vistas !== null && <Figure value={formatCount(suyo.vistas)} name={t.seen} />}
            <Figure value={formatCount(suyo.notas)} name={t.rated} />
            <Figure value={score(suyo.horas)} name={t.hours} />
            <Figure value={score(suyo.media)} name={t.average} />
          </div>
          {suyo.sinDuracion > 0 && <p className="review-note">{t.noRuntime(suyo.sinDuracion)}</p>}
          <div className="review-grid">
            <MonthChart title={t.perMonth} values={suyo.meses} />
            <ColumnChart
              title={own ? t.ownScores : t.theirScores}
              values={suyo.puntuaciones}
              labels={SCORES}
              describe={t.scoreBar}
            />
            <BarList title={t.directors} rows={suyo.directores.map((row) => barRow(row.id, row))} />
            <BarList title={t.genres} rows={suyo.generos.map((row) => barRow(row.code, row))} />
            <FilmList
              title={own ? t.ownBest : t.theirBest}
              empty={t.none}
              films={suyo.mejores.map((row) => ({ peli: row.peli, what: String(row.voto) }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
