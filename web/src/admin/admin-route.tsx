import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import type { FilmCardSlot } from './film-section';
import { Loading } from './loading';

const AdminScreen = lazy(async () => ({
  default: (await import('./admin-screen')).AdminScreen,
}));

/**
 * /admo/:idpel?/:extra? (SPEC §2): the admin screen is loaded on demand, with 'Cargando...'
 * meanwhile. A React.lazy component rather than a router `lazy` route: the router keeps the
 * previous screen while a lazy route loads, so the placeholder would never show on a click.
 * Only admins get the chunk: everyone else sees why they cannot come in, and no admin call is
 * made for them. `filmCard` is the catalogue's card, which app/ passes in for the film section.
 */
export function AdminRoute({ filmCard }: { filmCard: FilmCardSlot }) {
  const { user, isAdmin, isLoading } = useSession();
  if (isLoading) return <Loading />;
  if (!isAdmin) return <AdminRefused signedIn={user !== null} />;
  return (
    <Suspense fallback={<Loading />}>
      <AdminScreen filmCard={filmCard} />
    </Suspense>
  );
}

/** Why the admin screen is not shown: a visitor is asked to sign in, a member is refused. */
function AdminRefused({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle(texts.admin.title);
  return (
    <section className="admin-refused">
      <h1 className="page-title">{texts.admin.title}</h1>
      {signedIn ? (
        <p role="alert">{texts.admin.refused}</p>
      ) : (
        <SignInPrompt text={texts.admin.signInFirst} />
      )}
    </section>
  );
}
