import type { HistoryImportAnswer } from '@cineclub/contract';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { texts } from '../texts-screens';

const { history } = texts;

/** What an import did: its counts, then the films not found, each with a search. */
export function ImportSummary({ answer }: { answer: HistoryImportAnswer }) {
  const counts: [string, number][] = [
    [history.imported, answer.importadas],
    [history.alreadyThere, answer.yaEstaban],
    [history.notFound, answer.noEncontradas.length],
    [history.toChoose, answer.aElegir.length],
    [history.unreadable, answer.erroneas.length],
    [history.notFilms, answer.otras],
  ];
  const source = answer.fuente ? (history.source[answer.fuente] ?? answer.fuente) : '';
  return (
    <div className="history-summary" role="status">
      <h2>{history.summaryTitle(source, answer.filas)}</h2>
      <dl className="history-counts">
        {counts
          .filter(([, count], index) => index < 4 || count > 0)
          .map(([label, count]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{count}</dd>
            </div>
          ))}
      </dl>
      {answer.erroneas.length > 0 && (
        <p className="history-unreadable">
          {answer.erroneas.map((row) => history.unreadableLine(row.fichero, row.linea)).join(' · ')}
        </p>
      )}
      {answer.noEncontradas.length > 0 && (
        <>
          <h3>{history.notFoundTitle}</h3>
          <p>{history.notFoundHint}</p>
          <ul className="history-missing">
            {answer.noEncontradas.map((row) => (
              <li key={`${row.titulo}|${row.anio}|${row.imdb}`}>
                <span>
                  {row.titulo || `tt${String(row.imdb).padStart(7, '0')}`}
                  {row.anio ? ` (${row.anio})` : ''}
                </span>
                <Link to={row.busca} className="history-search">
                  <Search size={16} aria-hidden="true" />
                  {history.search}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
