import type { OpenRequest, RequestAnswerBody } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { filmPath } from '../lib/film-path';
import { texts } from '../texts-screens';
import { requestsQuery, useAnswerRequest } from './api';
import { Loading } from './loading';
import { Failure, formatTime, Panel } from './parts';

const labels = texts.admin.requests;

/** The two ways to close a request, each with its button. */
const closings = [
  { estado: 'servida', label: labels.served, className: 'btn' },
  { estado: 'rechazada', label: labels.refused, className: 'btn danger' },
] as const;

function RequestRow({ request }: { request: OpenRequest }) {
  const [nota, setNota] = useState('');
  const answer = useAnswerRequest();
  const { peli, user } = request;
  const close = (estado: RequestAnswerBody['estado']) =>
    answer.mutate({ id: request.id, estado, nota: estado === 'rechazada' ? nota.trim() : '' });
  return (
    <li className="admin-request">
      <p>
        <Link to={filmPath(peli)}>{peli.nom}</Link>{' '}
        <span className="muted">({peli.anio ?? texts.film.noYear})</span>{' '}
        <Link
          to={`/admo/${peli.id}`}
          aria-label={texts.admin.editFilm}
          title={texts.admin.editFilm}
        >
          ⚙
        </Link>
      </p>
      <p className="muted">
        {labels.askedBy(user.nombre || user.email, formatTime(request.fecha))}
      </p>
      <div className="admin-row">
        <input
          className="field"
          aria-label={labels.note}
          placeholder={labels.note}
          maxLength={500}
          value={nota}
          onChange={(event) => setNota(event.target.value)}
        />
        {closings.map(({ estado, label, className }) => (
          <button
            key={estado}
            type="button"
            className={className}
            disabled={answer.isPending}
            onClick={() => close(estado)}
          >
            {label}
          </button>
        ))}
      </div>
      <Failure error={answer.error} />
    </li>
  );
}

/** Open requests ('Avísame si descargable'): who asked and when; close them either way. */
export function RequestsSection() {
  const requests = useQuery(requestsQuery());
  return (
    <Panel title={labels.title}>
      {requests.isPending ? <Loading /> : null}
      <Failure error={requests.error} />
      {requests.data && !requests.data.length ? <p className="muted">{labels.none}</p> : null}
      <ul className="admin-list">
        {requests.data?.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
    </Panel>
  );
}
