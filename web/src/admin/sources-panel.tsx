import type { FullCard, SOURCED_FIELDS } from '@cineclub/contract';
import { texts } from '../texts-screens';
import { useClearSource, useStartJob } from './api';
import { Failure, Panel } from './parts';

type Field = (typeof SOURCED_FIELDS)[number];
const labels = texts.admin.sources;

/**
 * Where each field of the card came from (the owner's edit, an NFO, TMDB, IMDb), a way to forget
 * a field's source, and 'Completar desde TMDB' for this film (a TMDB job that may replace TMDB's
 * and IMDb's values of it, never the owner's or an NFO's).
 */
export function SourcesPanel({ film }: { film: FullCard }) {
  const clear = useClearSource(film.id);
  const start = useStartJob();
  const sources = Object.entries(film.fuentes ?? {}) as [Field, string][];
  return (
    <Panel title={labels.title} className="admin-sources">
      {sources.length ? (
        <ul className="admin-source-list">
          {sources.map(([field, source]) => (
            <li key={field}>
              <span>{labels.fields[field] ?? field}</span>: <strong>{labels.names[source]}</strong>{' '}
              <button
                type="button"
                className="btn admin-source-clear"
                title={labels.clearHint(labels.fields[field] ?? field)}
                disabled={clear.isPending}
                onClick={() => clear.mutate(field)}
              >
                {labels.clear}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{labels.none}</p>
      )}
      <button
        type="button"
        className="btn admin-primary"
        title={labels.refreshHint}
        disabled={start.isPending}
        onClick={() => start.mutate({ tmdb: { ids: [film.id], refresh: true } })}
      >
        {labels.refresh}
      </button>
      {start.isSuccess ? (
        <p role="status" className="admin-ok">
          {labels.started}
        </p>
      ) : null}
      <Failure error={clear.error ?? start.error} />
    </Panel>
  );
}
