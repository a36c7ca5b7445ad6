import { ATTENDANCE, type Attendance, type FilmNight, posterPath } from '@cineclub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarArrowDown, Check, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ask } from '../api/call';
import { filmPath } from '../lib/film-path';
import { useSession } from '../lib/session';
import { texts } from '../texts-screens';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import { feedQuery, icsPath, nightQuery, sessionKeys, storeNight } from './api';
import { nightDate, remaining } from './when';
import './sessions.css';

const t = texts.sessions;
const SCORES = Array.from({ length: 11 }, (_, voto) => voto);
const score = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 1 });

/** /sesion/{id}: the candidates and their votes, your vote, who comes, the countdown, the calendar. */
export function SessionScreen() {
  const { user, isLoading } = useSession();
  const id = Number(useParams().id);
  useDocumentTitle(t.title);
  if (!user) {
    return (
      <section className="sessions">
        <h1 className="page-title">{t.title}</h1>
        {isLoading ? null : <SignInPrompt text={t.signIn} />}
      </section>
    );
  }
  return <Night id={id} />;
}

function useNightChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<FilmNight>) => change(),
    onSuccess: (night) => storeNight(queryClient, night),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.night(id) }),
  });
}

function Night({ id }: { id: number }) {
  const night = useQuery({ ...nightQuery(id), enabled: Number.isInteger(id) && id > 0 });
  useDocumentTitle(night.data ? `${night.data.titulo} · ${t.title}` : t.title);
  if (night.isError || !(id > 0)) {
    return (
      <section className="sessions">
        <h1 className="page-title">{t.title}</h1>
        <p role="alert">{night.error?.message ?? t.notFound}</p>
        <Link to="/sesiones">{t.back}</Link>
      </section>
    );
  }
  if (!night.data) return <section className="sessions" aria-busy="true" />;
  return <NightView night={night.data} />;
}

function NightView({ night }: { night: FilmNight }) {
  const change = useNightChange(night.id);
  const params = { id: String(night.id) };
  const winner = night.candidatas.find((film) => film.id === night.ganadora) ?? null;
  return (
    <section className="sessions">
      <Link to="/sesiones" className="night-back">
        {t.back}
      </Link>
      <h1 className="page-title">{night.titulo}</h1>
      <p className="night-meta">
        {nightDate(night.cuando)} · {night.lugar}
      </p>
      <p className="night-meta">
        <span className="chip" data-state={night.estado}>
          {t.states[night.estado]}
        </span>{' '}
        {t.proposedBy(night.propone.nombre)}
      </p>
      {night.estado === 'abierta' ? <Countdown deadline={night.cierre} id={night.id} /> : null}
      {change.isError ? (
        <p role="alert" className="form-error">
          {t.failed(change.error.message)}
        </p>
      ) : null}
      {night.preguntar && winner ? (
        <Ask
          night={night}
          title={winner.nom}
          onRate={(voto) => change.mutate(() => ask('rateFilmNight', { params, body: { voto } }))}
        />
      ) : null}
      {winner ? <AfterScores night={night} /> : null}
      <Candidates
        night={night}
        busy={change.isPending}
        onVote={(pelis) => change.mutate(() => ask('voteFilmNight', { params, body: { pelis } }))}
      />
      <div className="night-columns">
        <Attendees
          night={night}
          busy={change.isPending}
          onAnswer={(va) => change.mutate(() => ask('attendFilmNight', { params, body: { va } }))}
        />
        <CalendarLinks id={night.id} />
      </div>
      {night.puedeCancelar ? (
        <Button
          variant="danger"
          onClick={() => {
            if (window.confirm(t.confirmCancel))
              change.mutate(() => ask('cancelFilmNight', { params }));
          }}
        >
          {t.cancel}
        </Button>
      ) : null}
    </section>
  );
}

function Countdown({ deadline, id }: { deadline: number; id: number }) {
  const [now, setNow] = useState(() => Date.now() / 1000);
  const queryClient = useQueryClient();
  const left = deadline - now;
  const due = left <= 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 1_000);
    return () => clearInterval(timer);
  }, []);
  // Past the deadline the server closes within seconds: ask again until it has.
  useEffect(() => {
    if (!due) return;
    const timer = setInterval(
      () => queryClient.invalidateQueries({ queryKey: sessionKeys.night(id) }),
      3_000,
    );
    return () => clearInterval(timer);
  }, [due, id, queryClient]);
  return (
    <p className="night-countdown" role="timer">
      {left > 0 ? t.countdown(remaining(left)) : t.closing}
    </p>
  );
}

function Candidates({
  night,
  busy,
  onVote,
}: {
  night: FilmNight;
  busy: boolean;
  onVote: (pelis: number[]) => void;
}) {
  const open = night.estado === 'abierta';
  const mine = night.miVoto;
  const full = mine.length >= 3;
  const toggle = (film: number) =>
    onVote(mine.includes(film) ? mine.filter((one) => one !== film) : [...mine, film]);
  return (
    <>
      <h2 className="sessions-heading">{open ? t.yourVote : t.closed}</h2>
      {open ? <p className="muted">{full ? t.maxVotes : t.voteHelp}</p> : null}
      <ul className="night-tiles">
        {night.candidatas.map((film) => {
          const voted = mine.includes(film.id);
          return (
            <li
              key={film.id}
              className="night-tile"
              data-winner={film.id === night.ganadora || undefined}
              data-voted={voted || undefined}
            >
              <Link
                to={filmPath(film)}
                className="night-tile-poster"
                tabIndex={-1}
                aria-hidden="true"
              >
                <img
                  src={`${posterPath(film.id, film.poster)}&w=200`}
                  alt=""
                  width={120}
                  height={180}
                  loading="lazy"
                />
              </Link>
              <div className="night-tile-body">
                <Link to={filmPath(film)} className="night-tile-title">
                  {film.nom}
                  {film.anio ? ` (${film.anio})` : ''}
                </Link>
                {film.id === night.ganadora ? <span className="chip">{t.winner}</span> : null}
                <p className="night-tile-votes">{t.votes(film.votos)}</p>
                {film.votantes.length ? (
                  <p className="night-tile-voters">
                    {film.votantes.map((member) => member.nombre).join(', ')}
                  </p>
                ) : null}
                {film.club ? (
                  <p className="night-tile-meta">{t.clubScore(score(film.club.nota))}</p>
                ) : null}
                {open ? (
                  <Button
                    variant={voted ? 'primary' : 'secondary'}
                    icon={voted ? Check : undefined}
                    aria-pressed={voted}
                    disabled={busy || (!voted && full)}
                    onClick={() => toggle(film.id)}
                  >
                    {t.voteFor(film.nom)}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Attendees({
  night,
  busy,
  onAnswer,
}: {
  night: FilmNight;
  busy: boolean;
  onAnswer: (va: Attendance) => void;
}) {
  const hidden = night.ocultos.si + night.ocultos.quiza;
  const upcoming = night.estado !== 'cancelada' && night.cuando > Date.now() / 1000;
  return (
    <div>
      <h2 className="sessions-heading">{t.attendanceTitle}</h2>
      {upcoming ? (
        <fieldset className="attendance-choices" aria-label={t.attendanceTitle}>
          {ATTENDANCE.map((va) => (
            <Button
              key={va}
              variant={night.miAsistencia === va ? 'primary' : 'secondary'}
              aria-pressed={night.miAsistencia === va}
              disabled={busy}
              onClick={() => onAnswer(va)}
            >
              {t.attendance[va]}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <h3>{t.whoComes}</h3>
      {night.asistentes.length || hidden ? (
        <ul className="attendees">
          {night.asistentes.map((member) => (
            <li key={member.id}>
              <Avatar nombre={member.nombre} email="" picture={member.picture} />
              <Link to={`/socio/${member.id}`}>{member.nombre}</Link>
              <span className="muted">{t.attendance[member.va]}</span>
            </li>
          ))}
          {hidden ? <li className="muted">{t.hidden(hidden)}</li> : null}
        </ul>
      ) : (
        <p className="muted">{t.nobodyYet}</p>
      )}
    </div>
  );
}

function CalendarLinks({ id }: { id: number }) {
  const feed = useQuery(feedQuery());
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => ask('renewCalendarFeed', {}),
    onSuccess: (answer) => queryClient.setQueryData(sessionKeys.feed(), answer),
  });
  return (
    <div className="night-calendar">
      <h2 className="sessions-heading">{t.calendarTitle}</h2>
      <a href={icsPath(id)} className="btn" download>
        <CalendarArrowDown size={16} aria-hidden="true" /> {t.ics}
      </a>
      <p className="muted">{t.feedIntro}</p>
      <label>
        {t.feedLabel}
        <input readOnly value={feed.data?.url ?? ''} onFocus={(event) => event.target.select()} />
      </label>
      <Button icon={RefreshCw} disabled={renew.isPending} onClick={() => renew.mutate()}>
        {t.renew}
      </Button>
      {renew.isSuccess ? <p role="status">{t.renewed}</p> : null}
    </div>
  );
}

function Ask({
  night,
  title,
  onRate,
}: {
  night: FilmNight;
  title: string;
  onRate: (voto: number) => void;
}) {
  return (
    <div className="night-ask">
      <h2 className="sessions-heading">{t.askTitle}</h2>
      <p>
        «{title}». {t.askHelp}
      </p>
      <fieldset className="score-buttons" aria-label={t.askTitle}>
        {SCORES.map((voto) => (
          <Button
            key={voto}
            variant={night.miNota === voto ? 'primary' : 'secondary'}
            aria-pressed={night.miNota === voto}
            aria-label={t.scoreButton(voto)}
            onClick={() => onRate(voto)}
          >
            {String(voto)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}

function AfterScores({ night }: { night: FilmNight }) {
  if (!night.notaAsistentes && !night.notaClub) return null;
  return (
    <p className="night-scores">
      {night.notaAsistentes
        ? t.attendeesScore(score(night.notaAsistentes.nota), night.notaAsistentes.votos)
        : null}
      {night.notaAsistentes && night.notaClub ? ' · ' : null}
      {night.notaClub ? t.clubScoreLine(score(night.notaClub.nota), night.notaClub.votos) : null}
    </p>
  );
}
