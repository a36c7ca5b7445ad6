import type { FullCard } from '@cineclub/contract';
import { CircleAlert, Download, Timer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { formatBytes } from '../lib/format';
import { texts } from '../texts';
import { useShareDownload } from './share-download';

const ShareItemState = lazy(async () => ({
  default: (await import('./share-item-state')).ShareItemState,
}));

/**
 * /peli/{id}/{txt}/{auth}: what the share link does, on the page itself: the file's name and
 * size, the countdown to the download (SPEC §9: 2 s), then 'Descarga iniciada' and how it
 * goes, or why the link does not work.
 */
export function SharePanel({
  film,
  txt,
  auth,
}: {
  film: FullCard;
  txt: string | undefined;
  auth: string | undefined;
}) {
  const share = useShareDownload(film, txt, auth);
  if (!share) return null;
  const failed = share.phase === 'failed';
  const Icon = failed ? CircleAlert : share.phase === 'started' ? Download : Timer;
  return (
    <section
      className={failed ? 'share-panel share-panel-failed' : 'share-panel'}
      aria-labelledby="share-panel-title"
    >
      <Icon className="share-panel-icon" size={28} aria-hidden="true" />
      <div className="share-panel-body">
        <h2 id="share-panel-title" className="share-panel-title">
          {texts.states.share.title}
        </h2>
        <p className="share-panel-file">
          <span className="share-panel-name">{share.nom}</span>
          {share.tam !== null ? (
            <span className="share-panel-size">{formatBytes(share.tam)}</span>
          ) : null}
        </p>
        <div className="share-panel-state" role={failed ? 'alert' : 'status'}>
          {failed ? (
            <>
              <p>
                <strong>{texts.states.share.failed}:</strong> {share.message}
              </p>
              <p className="share-panel-hint">{texts.states.share.askAgain}</p>
            </>
          ) : share.phase === 'started' ? (
            <>
              <p>
                <strong>{texts.states.share.started}</strong>
              </p>
              <Suspense fallback={null}>
                <ShareItemState auth={auth ?? ''} />
              </Suspense>
            </>
          ) : (
            <p>{texts.states.share.countdown(share.secondsLeft)}</p>
          )}
        </div>
      </div>
    </section>
  );
}
