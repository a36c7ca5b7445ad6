import { RefreshCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { reloadOnce, sessionStore } from './chunk-reload';

const reload = () => window.location.reload();

/**
 * A screen whose code would not load. Under an open tab after an upgrade the old chunk names
 * are gone: the page reloads once by itself; otherwise it says so and offers 'Reintentar'.
 */
export function ChunkError() {
  const [reloading] = useState(() =>
    reloadOnce(sessionStore(), Date.now(), navigator.onLine, reload),
  );
  if (reloading) {
    return (
      <section className="state-page" role="status">
        <p className="state-text">{texts.states.reloading}</p>
      </section>
    );
  }
  return (
    <section className="state-page" role="alert">
      <WifiOff className="state-icon" size={48} aria-hidden="true" />
      <h1 className="state-title">{texts.states.chunkTitle}</h1>
      <p className="state-text">{texts.states.chunkBody}</p>
      <Button variant="primary" icon={RefreshCw} onClick={reload}>
        {texts.states.retry}
      </Button>
    </section>
  );
}
