import { Download, HardDrive, Pause, Play, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { MiddleCut } from '../ui/middle-cut';
import { ProgressBar } from '../ui/progress-bar';
import { useDismiss } from '../ui/use-dismiss';
import { downloadErrorText } from './error-text';
import { canClean, canRemove, type QueueItem } from './queue';
import { queue, useQueue } from './queue-store';

/**
 * The header's download queue (SPEC §2, §4): each item with its name, disk, state and percent,
 * and the buttons its state allows. Loaded on demand by queue-slot.tsx.
 */
export function QueueMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  const state = useQueue();
  const { canDownload, isLoading } = useSession();
  // Items without a share token start only for users with bajed2.
  useEffect(() => {
    if (!isLoading) queue.dispatch({ type: 'permission', mayDownload: canDownload });
  }, [canDownload, isLoading]);
  if (!canDownload && !state.items.length) return null;
  const running = state.items.filter((item) => item.est !== 'OK' && item.est !== 'Error').length;
  return (
    <details ref={menu} className="menu queue-menu">
      <summary aria-label={texts.downloads.menu(running)}>
        <Download size={18} aria-hidden="true" />
        <span className="queue-title">{texts.downloads.title}</span>
        {running ? (
          <span className="queue-count" aria-hidden="true">
            {running}
          </span>
        ) : null}
      </summary>
      <div className="menu-panel">
        {state.items.length ? (
          <ul className="queue-items">
            {state.items.map((item) => (
              <QueueRow key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="queue-empty">{texts.downloads.empty}</p>
        )}
        {canClean(state) ? (
          <button type="button" className="btn" onClick={() => queue.dispatch({ type: 'clean' })}>
            {texts.downloads.clean}
          </button>
        ) : null}
      </div>
    </details>
  );
}

function QueueRow({ item }: { item: QueueItem }) {
  const act = (type: 'pause' | 'resume' | 'recover' | 'remove') =>
    queue.dispatch({ type, id: item.id });
  return (
    <li className={`queue-item est-${item.est.toLowerCase()}`} aria-label={item.nom}>
      <MiddleCut name={item.nom} className="queue-name" />
      <span className="queue-facts">
        <span className="queue-disk" title={texts.downloads.diskLabel}>
          <HardDrive size={14} aria-label={texts.downloads.diskLabel} />
          {item.dsk}
        </span>
        <span className="queue-state">{texts.downloads.state[item.est]}</span>
        <span className="queue-pcj">{texts.downloads.percent(item.pcj)}</span>
      </span>
      <ProgressBar value={item.pcj} label={item.nom} />
      {item.error ? <span className="queue-msg">{downloadErrorText(item.error)}</span> : null}
      <span className="queue-buttons">
        {item.est === 'Activa' ? (
          <Button icon={Pause} onClick={() => act('pause')}>
            {texts.downloads.pause}
          </Button>
        ) : null}
        {item.est === 'Pausada' ? (
          <Button icon={Play} onClick={() => act('resume')}>
            {texts.downloads.resume}
          </Button>
        ) : null}
        {item.est === 'Cancelada' ? (
          <Button icon={RotateCcw} onClick={() => act('recover')}>
            {texts.downloads.recover}
          </Button>
        ) : null}
        {canRemove(item) ? (
          <Button icon={Trash2} variant="danger" onClick={() => act('remove')}>
            {texts.downloads.remove}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
