import {
  type ImdbRefresh,
  type Job,
  type JobKind,
  type JobStep,
  type JobsAnswer,
  LIST_MAX_BYTES,
  type ListCode,
  listCodes,
  SCHEDULED_BY,
} from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatCount, formatSeconds } from '../lib/format';
import { texts } from '../texts-screens';
import { Badge, Chip } from '../ui/chip';
import { FileInput } from '../ui/file-input';
import { type JobRequest, jobsQuery, useStartJob } from './api';
import { Check, Failure, Field, formatTime, Panel, Problem } from './parts';

const labels = texts.admin.jobs;
const MB = 1024 * 1024;

/** How a running step goes: share done, rows per second, time left (what the CLI's bar shows). */
function StepPace({ step }: { step: JobStep }) {
  const parts = [
    step.fraction === undefined ? null : labels.percent(Math.floor(step.fraction * 100)),
    step.rate === undefined ? null : labels.rate(formatCount(step.rate), step.unit),
    step.eta === undefined ? null : labels.left(formatSeconds(step.eta)),
  ].filter(Boolean);
  return parts.length ? <span className="muted">{` · ${parts.join(' · ')}`}</span> : null;
}

/** A job's live view: state, steps with their counters, then the summary or the error. */
function JobView({ job }: { job: Job | null | undefined }) {
  if (job === undefined) return null;
  if (job === null) return <p className="muted">{labels.never}</p>;
  const scheduled = job.por === SCHEDULED_BY;
  return (
    <div className={`admin-job ${job.estado}`} role="status">
      <p>
        {/* The state, then what the job is: 'Hecha · TMDB de las películas…' */}
        <Chip>{labels.state[job.estado]}</Chip>
        {' · '}
        {scheduled ? (
          <>
            <Badge icon={CalendarClock}>{labels.scheduled}</Badge>{' '}
            {labels.scheduledWhat(job.que, formatTime(job.inicio))}
          </>
        ) : (
          labels.what(job.que, job.por, formatTime(job.inicio))
        )}
      </p>
      <ul className="admin-job-steps">
        {job.pasos.map((step) => (
          <li key={step.step}>
            {labels.step(step.step, formatCount(step.done), step.unit)}
            {Object.entries(step.counts ?? {}).map(([name, count]) => (
              <span key={name}>{` · ${name}: ${formatCount(count)}`}</span>
            ))}
            {step.end ? ' ✓' : <StepPace step={step} />}
          </li>
        ))}
      </ul>
      {job.resumen.length ? (
        <div className="admin-job-summary">
          <h3>{labels.summary}</h3>
          <ul>
            {job.resumen.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a finished job's lines never change.
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Problem text={job.error} />
    </div>
  );
}

/**
 * The daily IMDb refresh as the server is set: when and from where, the next run, and the last
 * one (skipped, the job below, or one a manual import has replaced since).
 */
function RefreshView({ refresh, shownJob }: { refresh: ImdbRefresh; shownJob: Job | null }) {
  const last = refresh.ultima;
  const lastEnd = last?.saltada
    ? labels.lastRunSkipped(last.saltada)
    : last?.tarea === shownJob?.id
      ? labels.lastRunShown
      : labels.lastRunReplaced;
  return (
    <div className="admin-refresh">
      <p>
        <Badge icon={CalendarClock}>{labels.scheduled}</Badge>{' '}
        {labels.schedule(refresh.hora, refresh.carpeta, refresh.tvMovies)}
      </p>
      <p className="muted">
        {labels.nextRun(formatTime(refresh.proxima))}
        {last ? ` ${labels.lastRun(formatTime(last.fecha))}${lastEnd}` : null}
      </p>
    </div>
  );
}

/**
 * One kind of job: its form, a `note` on the kind, and its current or last run. `request`
 * answers the job to start, or why it cannot start. 'Empezar' is off while a job of the kind runs (the server would
 * answer 409 anyway).
 */
function JobPanel({
  title,
  kind,
  jobs,
  request,
  note,
  children,
}: {
  title: string;
  kind: JobKind;
  jobs: JobsAnswer | undefined;
  request: () => JobRequest | string;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const start = useStartJob();
  const [problem, setProblem] = useState<string | null>(null);
  const running = jobs?.[kind]?.estado === 'enMarcha';
  return (
    <Panel title={title} className="admin-job-panel">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start.reset();
          const asked = request();
          setProblem(typeof asked === 'string' ? asked : null);
          if (typeof asked !== 'string') start.mutate(asked);
        }}
      >
        {children}
        <button type="submit" className="btn admin-primary" disabled={running || start.isPending}>
          {labels.start}
        </button>
      </form>
      <Problem text={problem} />
      <Failure error={start.error} />
      {note}
      <JobView job={jobs?.[kind]} />
    </Panel>
  );
}

/** Catalogue jobs: IMDb import, list import (an uploaded CSV), disk scan, with live progress. */
export function JobsSection() {
  const { data: jobs, error } = useQuery(jobsQuery());
  const [dir, setDir] = useState('');
  const [tvMovies, setTvMovies] = useState(false);
  const [list, setList] = useState<ListCode>('1000p');
  const [file, setFile] = useState<File | null>(null);
  const [prune, setPrune] = useState(false);
  return (
    <>
      <p className="muted">{labels.intro}</p>
      <Failure error={error} />
      <JobPanel
        title={labels.tmdb}
        kind="tmdb"
        jobs={jobs}
        request={() => ({ tmdb: {} })}
        note={<p className="muted">{labels.tmdbNote}</p>}
      />
      <JobPanel
        title={labels.scan}
        kind="escaneo"
        jobs={jobs}
        request={() => ({ scan: { prune } })}
      >
        <Check label={labels.prune} checked={prune} onChange={setPrune} />
      </JobPanel>
      <JobPanel
        title={labels.list}
        kind="lista"
        jobs={jobs}
        request={() => {
          if (!file) return labels.noFile;
          if (file.size > LIST_MAX_BYTES) return labels.listTooBig(LIST_MAX_BYTES / MB);
          return { list, file };
        }}
      >
        <div className="admin-fields">
          <Field label={labels.listCode}>
            <select
              className="field"
              value={list}
              onChange={(event) => setList(event.target.value as ListCode)}
            >
              {listCodes.map((code) => (
                <option key={code} value={code}>
                  {texts.curatedLists[code].name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={labels.listFile}>
            <FileInput
              accept=".csv,.tsv,.txt,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Field>
        </div>
      </JobPanel>
      <JobPanel
        title={labels.imdb}
        kind="imdb"
        jobs={jobs}
        request={() => (dir.trim() ? { imdb: { dir: dir.trim(), tvMovies } } : labels.noDir)}
        note={
          jobs?.programada ? <RefreshView refresh={jobs.programada} shownJob={jobs.imdb} /> : null
        }
      >
        <Field label={labels.imdbDir}>
          <input className="field" value={dir} onChange={(event) => setDir(event.target.value)} />
        </Field>
        <Check label={labels.tvMovies} checked={tvMovies} onChange={setTvMovies} />
      </JobPanel>
    </>
  );
}
