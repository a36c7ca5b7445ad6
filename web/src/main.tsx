import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './notify/register-worker';
import './ui/tokens.css';
import './ui/base.css';
import './ui/components.css';
import './styles.css';
import './catalogue/tiles.css';
import './catalogue/film-extras.css';
import './catalogue/suggestions.css';
import './app/states.css';
import './members/members.css';
import './app/phone.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first load's main thread, cut at a yield: the bundle's evaluation is one task, the router
// (with the first screen's loaders) and React's first render come in the next, so neither
// holds a phone's main thread as long (Lighthouse's blocking time, docs/architecture.md).
setTimeout(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
registerServiceWorker();
