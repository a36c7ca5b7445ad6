import { Link, useParams } from 'react-router';
import { texts } from '../texts-screens';
import { useDocumentTitle } from '../ui/use-document-title';
import { type AdminPlace, adminPath, adminPlace, sections } from './admin-paths';
import { type FilmCardSlot, FilmSection } from './film-section';
import { JobsSection } from './jobs-section';
import { MessagesSection } from './messages-section';
import { NoticesSection } from './notices-section';
import { OutboxSection } from './outbox-section';
import { OverviewSection } from './overview-section';
import { RequestsSection } from './requests-section';
import { UsersSection } from './users-section';

function SectionBody({ place, filmCard }: { place: AdminPlace; filmCard: FilmCardSlot }) {
  switch (place.section) {
    case 'resumen':
      return <OverviewSection />;
    case 'pelicula':
      return <FilmSection filmId={place.filmId} filmCard={filmCard} />;
    case 'usuarios':
      return <UsersSection />;
    case 'avisos':
      return <NoticesSection />;
    case 'peticiones':
      return <RequestsSection />;
    case 'mensajes':
      return <MessagesSection />;
    case 'catalogo':
      return <JobsSection />;
    case 'envios':
      return <OutboxSection />;
  }
}

/**
 * The owner's console at /admo/{idpel?}/{extra?}: one section at a time (the overview it opens
 * on, film, users, notices, requests, messages, catalogue jobs, outbox), chosen by tabs that are plain links, so each section
 * has an address and Back works. AdminRoute shows it to admins only.
 */
export function AdminScreen({ filmCard }: { filmCard: FilmCardSlot }) {
  const { idpel, extra } = useParams();
  const place = adminPlace(idpel, extra);
  useDocumentTitle(`${texts.admin.title}: ${texts.admin.sections[place.section]}`);
  return (
    <section className="admin">
      <h1 className="page-title">{texts.admin.title}</h1>
      <nav className="admin-tabs" aria-label={texts.admin.sectionsLabel}>
        {sections.map((section) => (
          <Link
            key={section}
            to={adminPath({ ...place, section })}
            className="admin-tab"
            aria-current={section === place.section ? 'page' : undefined}
          >
            {texts.admin.sections[section]}
          </Link>
        ))}
      </nav>
      <SectionBody place={place} filmCard={filmCard} />
    </section>
  );
}
