import { createBrowserRouter, Navigate } from 'react-router';
import { NewsScreen, newsLoader } from '../catalogue/news-screen';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './root-layout';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <Navigate to="/novedades" replace /> },
          { path: 'novedades', loader: newsLoader, element: <NewsScreen /> },
          { path: '*', element: <Navigate to="/novedades" replace /> },
        ],
      },
    ],
  },
]);
