import type { FilmNightSummary } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts-screens';
import { Button } from '../ui/button';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { nightsQuery } from './api';
import { NewNightForm } from './new-night-form';
import { nightDate } from './when';
import './sessions.css';

const t = texts.sessions;

/** /sesiones: the club's coming film nights first, then past ones; 'Nueva sesión' proposes one. */
export function SessionsScreen() {
  const { user, isLoading } = useSession();
  useDocumentTitle(t.title);
  return (
    <section className="sessions">
      <h1 className="page-title">{t.title}</h1>
      {user ? <Nights /> : isLoading ? null : <SignInPrompt text={t.signIn} />}
    </section>
  );
}

function Nights() {
  const nights = useQuery(nightsQuery());
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="sessions-head">
        <p className="muted">{t.intro}</p>
        <Button
          variant={open ? 'secondary' : 'primary'}
          icon={open ? X : Plus}
          aria-expanded={open}
          aria-controls="new-night"
          onClick={() => setOpen(!open)}
        >
          {open ? t.closeForm : t.newSession}
        </Button>
      </div>
      {open ? <NewNightForm /> : null}
      {nights.isError ? (
        <p role="alert" className="form-error">
          {t.failed(nights.error.message)}{' '}
          <Button onClick={() => nights.refetch()}>{t.retry}</Button>
        </p>
      ) : null}
      <h2 className="sessions-heading">{t.coming}</h2>
      {nights.data && !nights.data.proximas.length ? (
        <p className="sessions-empty">{t.noneComing}</p>
      ) : null}
      <ul className="night-list" aria-busy={nights.isPending}>
        {nights.data?.proximas.map((night) => (
          <NightItem key={night.id} night={night} />
        ))}
      </ul>
      {nights.data?.pasadas.length ? (
        <>
          <h2 className="sessions-heading">{t.past}</h2>
          <ul className="night-list night-list-past">
            {nights.data.pasadas.map((night) => (
              <NightItem key={night.id} night={night} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function NightItem({ night }: { night: FilmNightSummary }) {
  return (
    <li className="night-item">
      <CalendarPlus size={20} aria-hidden="true" className="night-icon" />
      <div>
        <Link to={`/sesion/${night.id}`} className="night-title">
          {night.titulo}
        </Link>
        <p className="night-meta">
          {nightDate(night.cuando)} · {night.lugar}
        </p>
        <p className="night-meta">
          <span className="chip" data-state={night.estado}>
            {t.states[night.estado]}
          </span>{' '}
          {night.ganadora
            ? t.winnerIs(night.ganadora.nom)
            : `${t.candidatesCount(night.candidatas)} · ${night.votado ? t.voted : t.notVoted}`}
          {' · '}
          {t.coming_(night.vienen)}
        </p>
      </div>
    </li>
  );
}
