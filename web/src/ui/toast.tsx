import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IconButton } from './button';

/**
 * A short message in the corner of the screen that goes by itself after `duration` ms, or on
 * its close button. Errors are alerts (read at once); other news is a polite status.
 */
export function Toast({
  message,
  tone = 'info',
  onClose,
  closeLabel,
  duration = 5000,
  action,
}: {
  message: string;
  /** A button beside the message ('Deshacer'); using it closes the toast. */
  action?: { label: string; onClick: () => void };
  tone?: 'info' | 'error';
  onClose: () => void;
  closeLabel: string;
  duration?: number;
}) {
  // The latest onClose, without restarting the timer when the parent renders again.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div className={`toast toast-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden="true" />
      <span className="toast-message">{message}</span>
      {action ? (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            action.onClick();
            onClose();
          }}
        >
          {action.label}
        </button>
      ) : null}
      <IconButton icon={X} label={closeLabel} onClick={onClose} />
    </div>
  );
}
