import {
  type DiskSummary,
  type ImdbRefresh,
  type Job,
  type JobKind,
  type JobsAnswer,
  SCHEDULED_BY,
} from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBytes, formatCount } from '../lib/format';
import { texts } from '../texts-screens';
import { Badge, Chip } from '../ui/chip';
import { overviewQuery } from './api';
import { Loading } from './loading';
import { Failure, formatTime, Panel } from './parts';
import './overview.css';

const labels = texts.adminOverview;
const jobLabels = texts.admin.jobs;
/** The order: what runs by itself first, then what the admin starts. */
const KINDS: readonly JobKind[] = ['tmdb', 'escaneo', 'imdb', 'lista'];

/**
 * What /admo opens on (issue 47): what waits for the admin, the last run of each job, and the
 * disks with what they hold. Each part links to its section for the details.
 */
export function OverviewSection() {
  const overview = useQuery(overviewQuery());
  if (overview.isPending) return <Loading />;
  if (overview.isError) return <Failure error={overview.error} />;
  const { peticiones, mensajes, tareas, discos } = overview.data;
  return (
    <>
      <Panel title={labels.waiting}>
        <div className="admin-overview-waiting">
          <Link to="/admo/peticiones" className={peticiones ? 'is-waiting' : undefined}>
            {labels.requests(peticiones)}
          </Link>
          <Link to="/admo/mensajes" className={mensajes ? 'is-waiting' : undefined}>
            {labels.messages(mensajes)}
          </Link>
        </div>
      </Panel>
      <Panel title={labels.jobsTitle}>
        <ul className="admin-overview-jobs">
          {tareas.programada ? <DailyRow refresh={tareas.programada} jobs={tareas} /> : null}
          {KINDS.map((kind) => (
            <JobRow key={kind} kind={kind} job={tareas[kind]} />
          ))}
        </ul>
        <Link to="/admo/catalogo">{labels.seeJobs}</Link>
      </Panel>
      <Panel title={labels.disksTitle}>
        <Disks disks={discos} />
      </Panel>
    </>
  );
}

function JobRow({ kind, job }: { kind: JobKind; job: Job | null }) {
  return (
    <li className={job ? `admin-job-line ${job.estado}` : 'admin-job-line'}>
      <strong>{labels.kinds[kind]}</strong>
      {job ? (
        <>
          <Chip>{jobLabels.state[job.estado]}</Chip>
          <span className="muted">
            {job.estado === 'enMarcha'
              ? labels.running(formatTime(job.inicio))
              : formatTime(job.fin ?? job.inicio)}
          </span>
          <span className="admin-job-what">
            {job.por === SCHEDULED_BY ? job.que : labels.whatBy(job.que, job.por)}
          </span>
          {job.error ? <span className="admin-job-error">{job.error}</span> : null}
        </>
      ) : (
        <span className="muted">{labels.never}</span>
      )}
    </li>
  );
}

/** The daily IMDb refresh: its last run (its job is the IMDb row when it started one), the next. */
function DailyRow({ refresh, jobs }: { refresh: ImdbRefresh; jobs: JobsAnswer }) {
  const last = refresh.ultima;
  const job = last?.tarea != null && jobs.imdb?.id === last.tarea ? jobs.imdb : null;
  return (
    <li className={job ? `admin-job-line ${job.estado}` : 'admin-job-line'}>
      <strong>{labels.daily}</strong>
      {job ? <Chip>{jobLabels.state[job.estado]}</Chip> : null}
      <span className="muted">
        {!last
          ? labels.dailyNever
          : last.saltada
            ? labels.dailySkipped(formatTime(last.fecha), last.saltada)
            : labels.dailyStarted(formatTime(last.fecha))}
      </span>
      <span className="muted">{labels.dailyNext(formatTime(refresh.proxima))}</span>
    </li>
  );
}

function Disks({ disks }: { disks: DiskSummary[] }) {
  if (!disks.length) return <p className="muted">{labels.noDisks}</p>;
  const missing = disks.some((disk) => !disk.presente);
  return (
    <>
      <div className="admin-overview-disks">
        <table>
          <thead>
            <tr>
              <th scope="col">{labels.disk}</th>
              <th scope="col">{labels.films}</th>
              <th scope="col">{labels.files}</th>
              <th scope="col">{labels.size}</th>
              <th scope="col">{labels.free}</th>
            </tr>
          </thead>
          <tbody>
            {disks.map((disk) => (
              <tr key={disk.nombre} className={disk.presente ? undefined : 'is-missing'}>
                <th scope="row">
                  {disk.nombre}{' '}
                  {disk.presente ? null : <Badge tone="danger">{labels.missing}</Badge>}
                </th>
                <td>{formatCount(disk.peliculas)}</td>
                <td>{formatCount(disk.archivos)}</td>
                <td>{formatBytes(disk.bytes)}</td>
                <td>{disk.libre === null ? '—' : formatBytes(disk.libre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {missing ? <p className="admin-overview-missing">{labels.missingHint}</p> : null}
    </>
  );
}
