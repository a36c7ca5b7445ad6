import { texts } from '../texts';
import { ProgressBar } from '../ui/progress-bar';
import { downloadErrorText } from './error-text';
import { useQueue } from './queue-store';

/**
 * How the shared download goes, under 'Descarga iniciada': its state and percent from the
 * queue, or why it failed. Loaded once the download starts (the queue is loaded by then).
 */
export function ShareItemState({ auth }: { auth: string }) {
  const item = useQueue().items.find((candidate) => candidate.auth === auth);
  if (!item) return null;
  const state = texts.downloads.state[item.est];
  return (
    <div className="share-item-state">
      <p>
        {texts.states.share.state(state)}
        {item.est === 'Activa' || item.est === 'Pausada'
          ? ` · ${texts.downloads.percent(item.pcj)}`
          : null}
        {item.error ? `: ${downloadErrorText(item.error)}` : null}
      </p>
      {item.est === 'Activa' ? <ProgressBar value={item.pcj} label={item.nom} /> : null}
      <p className="share-panel-hint">{texts.states.share.follow}</p>
    </div>
  );
}
