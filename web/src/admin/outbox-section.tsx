import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ask } from '../api/call';
import { texts } from '../texts-screens';
import { Chip } from '../ui/chip';
import { Loading } from './loading';
import { Failure, formatTime, MoreButton, Panel } from './parts';
import './outbox.css';

const labels = texts.notify.outbox;
const STATES = ['esperando', 'fallido', 'enviado'] as const;
type State = (typeof STATES)[number];

const outboxKey = (state: State) => ['admin', 'outbox', state] as const;

/**
 * The outbox of notices (issue 44): what waits, what failed and why, what went; a failed one
 * goes back to the queue with 'Reintentar'.
 */
export function OutboxSection() {
  const [state, setState] = useState<State>('esperando');
  const queryClient = useQueryClient();
  const rows = useInfiniteQuery({
    queryKey: outboxKey(state),
    queryFn: ({ signal, pageParam }) =>
      ask('outbox', { query: { estado: state, pag: pageParam } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.filas.length && pages.reduce((sum, page) => sum + page.filas.length, 0) < last.total
        ? pages.length + 1
        : undefined,
  });
  const retry = useMutation({
    mutationFn: (id: number) => ask('retryOutbox', { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
  const list = rows.data?.pages.flatMap((page) => page.filas) ?? [];
  const total = rows.data?.pages[0]?.total;
  return (
    <Panel title={labels.title}>
      <div className="admin-row outbox-states">
        {STATES.map((each) => (
          <button
            key={each}
            type="button"
            className={each === state ? 'btn btn-primary' : 'btn'}
            aria-pressed={each === state}
            onClick={() => setState(each)}
          >
            {labels.states[each]}
          </button>
        ))}
        {total !== undefined ? <Chip>{labels.total(total)}</Chip> : null}
      </div>
      {rows.isPending ? <Loading /> : null}
      <Failure error={rows.error ?? retry.error} />
      {rows.isSuccess && !list.length ? <p className="muted">{labels.empty}</p> : null}
      <ul className="admin-list">
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
            {row.estado !== 'enviado' ? (
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
      <MoreButton query={rows} />
      {retry.isSuccess ? <p role="status">{labels.retried}</p> : null}
    </Panel>
  );
}
