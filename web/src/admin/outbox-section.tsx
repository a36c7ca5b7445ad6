import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ask } from '../api/call';
import { texts } from '../texts';
import { Chip } from '../ui/chip';
import { Loading } from './loading';
import { Failure, formatTime, Panel } from './parts';
import '../notify/outbox.css';

const labels = texts.notify.outbox;
const STATES = ['esperando', 'fallido', 'enviado'] as const;
type State = (typeof STATES)[number];

const outboxKey = (state: State, page: number) => ['admin', 'outbox', state, page] as const;

/**
 * The outbox of notices (issue 44): what waits, what failed and why, what went; a failed one
 * goes back to the queue with 'Reintentar'.
 */
export function OutboxSection() {
  const [state, setState] = useState<State>('esperando');
  const [page, setPage] = useState(0);
  const queryClient = useQueryClient();
  const rows = useQuery({
    queryKey: outboxKey(state, page),
    queryFn: ({ signal }) => ask('outbox', { query: { estado: state, pag: page } }, signal),
  });
  const retry = useMutation({
    mutationFn: (id: number) => ask('retryOutbox', { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
  const list = rows.data?.filas ?? [];
  const pageSize = Math.max(list.length, 1);
  return (
    <Panel title={labels.title}>
      <div className="admin-row outbox-states">
        {STATES.map((each) => (
          <button
            key={each}
            type="button"
            className={each === state ? 'btn btn-primary' : 'btn'}
            aria-pressed={each === state}
            onClick={() => {
              setState(each);
              setPage(0);
            }}
          >
            {labels.states[each]}
          </button>
        ))}
        {rows.data ? <Chip>{labels.total(rows.data.total)}</Chip> : null}
      </div>
      {rows.isPending ? <Loading /> : null}
      <Failure error={rows.error ?? retry.error} />
      {rows.isSuccess && !list.length ? <p className="muted">{labels.empty}</p> : null}
      <ul className="admin-list outbox-list">
        {list.map((row) => (
          <li key={row.id} className="outbox-row">
            <p>
              <strong>{row.asunto}</strong>
            </p>
            <p className="muted">
              {labels.channel}: {row.canal} · {labels.to}: {row.para} · {labels.attempts}:{' '}
              {row.intentos} · {labels.when}: {formatTime(row.creado)}
              {row.enviado ? ` · ${labels.sentAt}: ${formatTime(row.enviado)}` : ''}
            </p>
            {row.error ? (
              <p className="outbox-error">
                {labels.reason}: {row.error}
              </p>
            ) : null}
            {row.estado === 'fallido' ? (
              <button
                type="button"
                className="btn"
                disabled={retry.isPending}
                onClick={() => retry.mutate(row.id)}
              >
                {labels.retry}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {rows.data && (page + 1) * pageSize < rows.data.total && list.length ? (
        <button type="button" className="btn admin-more" onClick={() => setPage(page + 1)}>
          {labels.more}
        </button>
      ) : null}
      {retry.isSuccess ? <p role="status">{labels.retried}</p> : null}
    </Panel>
  );
}
