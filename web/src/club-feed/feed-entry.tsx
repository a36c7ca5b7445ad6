import { type FeedEntry, type FeedFilm, type FeedMember, posterPath } from '@cineclub/contract';
import {
  CalendarPlus,
  Clapperboard,
  HardDriveDownload,
  MessageSquare,
  PartyPopper,
  Star,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { filmPath } from '../lib/film-path';
import { formatCount } from '../lib/format';
import { texts } from '../texts-screens';
import { Avatar } from '../ui/avatar';
import { whenLabel } from './when';

const t = texts.clubFeed;

/** A member's name, linking to their page (/socio/{id}). */
function Member({ member }: { member: FeedMember }) {
  return (
    <Link to={`/socio/${member.id}`} className="feed-member">
      {member.nombre}
    </Link>
  );
}

function FilmLink({ film }: { film: FeedFilm }) {
  return (
    <Link to={filmPath(film)} className="feed-film">
      {film.nom}
      {film.anio ? <span className="feed-year"> ({film.anio})</span> : null}
    </Link>
  );
}

/** A small poster linking to the card; decorative beside the title's own link. */
function Poster({ film }: { film: FeedFilm }) {
  return (
    <Link to={filmPath(film)} className="feed-poster" tabIndex={-1} aria-hidden="true">
      <img
        src={`${posterPath(film.id, film.poster)}&w=200`}
        alt=""
        width={48}
        height={72}
        loading="lazy"
      />
    </Link>
  );
}

/** 'Marta', 'Marta y Andrés', 'Marta, Andrés y Lucía', each a link. */
function Members({ members }: { members: FeedMember[] }) {
  return members.map((member, index) => (
    <Fragment key={member.id}>
      {index === 0 ? null : index === members.length - 1 ? ` ${t.and} ` : ', '}
      <Member member={member} />
    </Fragment>
  ));
}

function Body({ entry }: { entry: FeedEntry }): ReactNode {
  switch (entry.tipo) {
    case 'nota':
      return (
        <>
          <p>
            <Member member={entry.socio} /> {entry.voto >= 0 ? t.rated(entry.voto) : t.commented}{' '}
            <FilmLink film={entry.peli} />
          </p>
          {entry.comen ? (
            <blockquote className="feed-quote">
              {entry.comen}
              {entry.cortado ? (
                <>
                  {' '}
                  <Link to={filmPath(entry.peli)}>{t.wholeComment}</Link>
                </>
              ) : null}
            </blockquote>
          ) : null}
        </>
      );
    case 'llegada': {
      const [first] = entry.pelis;
      const count = formatCount(entry.total);
      if (entry.total === 1 && first) {
        return (
          <p>
            {t.arrivedOne}: <FilmLink film={first} />
          </p>
        );
      }
      const rest = entry.total - entry.pelis.length;
      return (
        <>
          <p>{entry.mas ? t.arrivedOver(count) : t.arrivedMany(count)}</p>
          <ul className="feed-films">
            {entry.pelis.map((film) => (
              <li key={film.id}>
                <FilmLink film={film} />
              </li>
            ))}
            {rest > 0 ? <li className="feed-rest">{t.andMore(formatCount(rest))}</li> : null}
          </ul>
        </>
      );
    }
    case 'peticion':
      return entry.socios.length ? (
        <p>
          <Members members={entry.socios} /> {t.askedFor(entry.socios.length > 1)}{' '}
          <FilmLink film={entry.peli} /> {t.andNowDownloadable}
        </p>
      ) : (
        <p>
          {t.servedAnonymous} <FilmLink film={entry.peli} /> {t.nowDownloadable}
        </p>
      );
    case 'sesion':
      return (
        <p>
          {entry.propone ? <Member member={entry.propone} /> : t.someone} {t.proposedNight}{' '}
          <Link to={`/sesion/${entry.sesion.id}`}>{entry.sesion.titulo}</Link>
        </p>
      );
    case 'ganadora':
      return (
        <p>
          <FilmLink film={entry.peli} /> {t.wonNight}{' '}
          <Link to={`/sesion/${entry.sesion.id}`}>{entry.sesion.titulo}</Link>
        </p>
      );
    case 'alta': {
      const week = t.firstWeek(entry.notas, entry.comentarios);
      return (
        <>
          <p>
            <Member member={entry.socio} /> {t.joined}
          </p>
          {entry.enCurso || week ? (
            <p className="feed-note">
              {entry.enCurso ? `${t.firstWeekRunning} ` : ''}
              {week}
            </p>
          ) : null}
        </>
      );
    }
  }
}

const ICONS = {
  nota: Star,
  llegada: HardDriveDownload,
  peticion: CalendarPlus,
  alta: PartyPopper,
  sesion: Clapperboard,
  ganadora: Clapperboard,
} as const;

/** The picture beside an entry: the member's, or the film's poster, or the kind's icon. */
function Picture({ entry }: { entry: FeedEntry }) {
  if (entry.tipo === 'nota' || entry.tipo === 'alta') {
    const { nombre, foto } = entry.socio;
    return <Avatar nombre={nombre} email="" picture={foto} />;
  }
  if (entry.tipo === 'sesion') return <Clapperboard size={24} aria-hidden="true" />;
  const film = entry.tipo === 'peticion' || entry.tipo === 'ganadora' ? entry.peli : entry.pelis[0];
  if (film) return <Poster film={film} />;
  const Icon = ICONS[entry.tipo];
  return <Icon size={24} aria-hidden="true" />;
}

/** One entry of the club's activity: who or what, the film(s), and when. */
export function FeedItem({ entry, now }: { entry: FeedEntry; now: number }) {
  const Icon = entry.tipo === 'nota' && entry.voto < 0 ? MessageSquare : ICONS[entry.tipo];
  return (
    <li className={`feed-entry feed-${entry.tipo}`}>
      <div className="feed-picture">
        <Picture entry={entry} />
      </div>
      <div className="feed-body">
        <Body entry={entry} />
        <p className="feed-when">
          <Icon size={14} aria-hidden="true" />
          <time dateTime={new Date(entry.fecha * 1000).toISOString()}>
            {whenLabel(entry.fecha, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
