import { createBrowserRouter, Navigate, ScrollRestoration } from 'react-router';
import { AdminRoute } from '../admin/admin-route';
import { listLoader } from '../catalogue/list-loader';
import { CLUB_BEST_PATH, curatedListRoutes, type ListScreenKind } from '../catalogue/list-routes';
import { NewsScreen, newsLoader } from '../catalogue/news-screen';
import { adminFilmCard } from './admin-film-card';
import { ErrorScreen } from './error-screen';
import { filmLoader } from './film-loader';
import { LoadingScreen } from './loading-screen';
import { queryClient } from './query-client';
import { RootLayout, rootLoader } from './root-layout';
import { RouteProgress } from './route-progress';

/**
 * Catalogue screens other than /novedades load on demand, keeping the first visit's JavaScript
 * small: each `lazy` import brings the screen's component (and the loader, for screens whose
 * loader is not in the main bundle: the lists' and the film's run while their chunk downloads).
 */
const listScreen = (kind: ListScreenKind) => ({
  // The loader is not in the chunk: it runs while the chunk downloads (list-loader.ts).
  loader: listLoader(queryClient, kind),
  lazy: async () => ({ Component: (await import('../catalogue/list-screen')).listScreen(kind) }),
});
const peopleScreen = async () => {
  const { peopleLoader, PeopleScreen } = await import('../catalogue/people-screen');
  return { loader: peopleLoader(queryClient), Component: PeopleScreen };
};
const personScreen = async () => {
  const { personLoader, PersonScreen } = await import('../catalogue/person-screen');
  return { loader: personLoader(queryClient), Component: PersonScreen };
};
const contactScreen = async () => ({
  Component: (await import('../community/contact-screen')).ContactScreen,
});
const privacyScreen = async () => ({
  Component: (await import('../members/privacy-screen')).PrivacyScreen,
});
const notifyScreen = async () => ({
  Component: (await import('../notify/notify-screen')).NotifyScreen,
});
const memberScreen = async () => ({
  Component: (await import('../members/member-screen')).MemberScreen,
});
const clubFeedScreen = async () => ({
  Component: (await import('../club-feed/club-feed-screen')).ClubFeedScreen,
});
const sessionsScreen = async () => ({
  Component: (await import('../sessions/sessions-screen')).SessionsScreen,
});
const sessionScreen = async () => ({
  Component: (await import('../sessions/session-screen')).SessionScreen,
});
const importScreen = async () => ({
  Component: (await import('../history/import-screen')).ImportScreen,
});
const reviewScreen = async () => ({
  Component: (await import('../community/review/review-screen')).ReviewScreen,
});
const downloadMethod = async () => ({
  loader: (await import('../downloads/method-route')).methodLoader,
});
// The film's loader is not in the chunk: it runs while the chunk downloads (film-loader.ts).
const filmScreen = async () => ({ Component: (await import('./film-screen')).FilmScreen });

/**
 * The app's router. Making it starts the first screen's loaders (its calls), so main.tsx makes
 * it in a task of its own after the bundle has been evaluated, not at import.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      // Back to a long list returns to where the user was; a new screen starts at the top.
      element: (
        <>
          <RouteProgress />
          <RootLayout />
          <ScrollRestoration />
        </>
      ),
      loader: rootLoader,
      errorElement: <ErrorScreen />,
      // A direct load waits for the screen's loader: the page's shape shows meanwhile.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          errorElement: <ErrorScreen />,
          children: [
            { index: true, element: <Navigate to="/novedades" replace /> },
            { path: 'novedades', loader: newsLoader(queryClient), element: <NewsScreen /> },
            ...curatedListRoutes.map(({ code, path }) => ({ path, ...listScreen(code) })),
            { path: 'recor', ...listScreen('recor') },
            { path: CLUB_BEST_PATH.slice(1), ...listScreen('club') },
            // Both years are needed (SPEC §5): with one or none the screen asks for them.
            { path: 'popu/:ai?/:af?', ...listScreen('popu') },
            { path: 'all/:bus?', ...listScreen('all') },
            { path: 'pelper/:per/:nom?', lazy: personScreen },
            { path: 'pers/:bus', lazy: peopleScreen },
            { path: 'peli/:id/:txt?/:auth?', loader: filmLoader(queryClient), lazy: filmScreen },
            { path: 'contact', lazy: contactScreen },
            { path: 'privacidad', lazy: privacyScreen },
            { path: 'avisos', lazy: notifyScreen },
            { path: 'socio/:id', lazy: memberScreen },
            { path: 'club', lazy: clubFeedScreen },
            { path: 'sesiones', lazy: sessionsScreen },
            { path: 'sesion/:id', lazy: sessionScreen },
            { path: 'importar', lazy: importScreen },
            // The year in review: the member's own, or the one a member shared (issue 32).
            { path: 'club/resumen/:anio/:socio?', lazy: reviewScreen },
            // Its loader always redirects: the screen is never drawn (null says so to the router).
            { path: 'desc/:met', lazy: downloadMethod, element: null },
            // The admin screen's code is its own chunk, loaded by AdminRoute for admins only.
            { path: 'admo/:idpel?/:extra?', element: <AdminRoute filmCard={adminFilmCard} /> },
            { path: '*', element: <Navigate to="/novedades" replace /> },
          ],
        },
      ],
    },
  ]);
