import type { FilmMember, FullCard } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, Eye, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { filmClubQuery, memberOnFilmQuery } from './api';
import { CommentCard } from './comment-card';
import { hasText } from './film-comments';
import './film-club.css';

/**
 * The club on a film's card (issue 32): the members who have seen it, want it or rated it, as
 * avatars; each opens a panel with that member's scores and comments on the film and a link to
 * their page. Signed-in members only, as others' names are; what a member keeps from the club
 * (seen marks, watchlist) the server leaves out.
 */
export function FilmClub({ film }: { film: FullCard }) {
  const { user } = useSession();
  return user ? <ClubMembers filmId={film.id} /> : null;
}

function ClubMembers({ filmId }: { filmId: number }) {
  const { data } = useQuery(filmClubQuery(filmId));
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  const panelId = useId();
  if (!data) return null;
  const member = data.socios.find((socio) => socio.id === open);
  return (
    <section className="film-club" aria-labelledby={titleId} data-film-club>
      <h2 id={titleId}>{texts.club.areaTitle}</h2>
      {data.socios.length ? (
        <ul className="club-members">
          {data.socios.map((socio) => (
            <li key={socio.id}>
              <button
                type="button"
                className="club-member"
                aria-expanded={open === socio.id}
                aria-controls={open === socio.id ? panelId : undefined}
                onClick={() => setOpen(open === socio.id ? null : socio.id)}
              >
                <Avatar nombre={socio.nombre} email="" picture={socio.foto} />
                {socio.nombre}
                <MemberMarks socio={socio} />
              </button>
            </li>
          ))}
          {data.mas ? <li className="muted">{texts.club.more(data.mas)}</li> : null}
        </ul>
      ) : (
        <p className="muted">{texts.club.nobody}</p>
      )}
      {member ? (
        <MemberPanel id={panelId} filmId={filmId} socio={member} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

/** A member's marks on the film as small icons; their names are read out instead. */
function MemberMarks({ socio }: { socio: FilmMember }) {
  const said = [
    socio.vista ? texts.club.seen : null,
    socio.quiero ? texts.club.wants : null,
    socio.nota !== null ? texts.club.rated(socio.nota) : null,
  ].filter((text): text is string => text !== null);
  return (
    <span className="club-member-marks">
      {socio.vista ? <Eye size={14} aria-hidden="true" /> : null}
      {socio.quiero ? <Bookmark size={14} aria-hidden="true" /> : null}
      {socio.nota !== null ? (
        <>
          <Star size={14} aria-hidden="true" />
          <strong aria-hidden="true">{socio.nota}</strong>
        </>
      ) : null}
      <span className="visually-hidden">{`: ${said.join(', ')}`}</span>
    </span>
  );
}

function MemberPanel(props: {
  id: string;
  filmId: number;
  socio: FilmMember;
  onClose: () => void;
}) {
  const { id, filmId, socio, onClose } = props;
  const { data, isError, error } = useQuery(memberOnFilmQuery(filmId, socio.id));
  return (
    <section id={id} className="club-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.club.open(socio.nombre)}</h3>
      {isError ? <p role="alert">{error.message}</p> : null}
      {!data && !isError ? <p className="muted">{texts.club.loading}</p> : null}
      {data ? (
        data.coms.some(hasText) ? (
          <ul>
            {data.coms.filter(hasText).map((comment) => (
              <li key={comment.id}>
                <CommentCard
                  comment={comment}
                  author={socio.nombre}
                  avatar={<Avatar nombre={socio.nombre} email="" picture={socio.foto} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{texts.club.noWords}</p>
        )
      ) : null}
      <div className="club-panel-actions">
        <Link to={`/socio/${socio.id}`}>{texts.club.page}</Link>
        <Button onClick={onClose}>{texts.club.close}</Button>
      </div>
    </section>
  );
}
