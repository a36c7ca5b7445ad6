import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatch } from 'react-router';
import { useSession } from '../lib/session';
import { browserStorage } from '../lib/storage';
import { hasSharedItems } from './local-settings';

const QueueMenu = lazy(async () => ({ default: (await import('./queue-menu')).QueueMenu }));

/**
 * The header's place for the download queue. The queue (its machine, its calls, its menu) is
 * loaded only for those who may have one: users with bajed2, and visitors with a share link
 * open or a shared download saved. Once loaded it stays, so a download keeps going on other
 * screens.
 */
export function QueueSlot() {
  const { canDownload } = useSession();
  const shareLink = useMatch('/peli/:id/:txt/:auth') !== null;
  const [savedShare] = useState(() => hasSharedItems(browserStorage()));
  const wanted = canDownload || shareLink || savedShare;
  const [loaded, setLoaded] = useState(wanted);
  useEffect(() => {
    if (wanted) setLoaded(true);
  }, [wanted]);
  return loaded ? (
    <Suspense fallback={null}>
      <QueueMenu />
    </Suspense>
  ) : null;
}
