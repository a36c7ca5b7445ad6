import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts-screens';
import { SignInPrompt } from '../ui/sign-in-prompt';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  type NotifyEvent,
  type NotifySettings,
  notifyKeys,
  saveEvent,
  sendTest,
  settingsQuery,
} from './api';
import { DeviceSection } from './device-section';
import './notify.css';

/**
 * /avisos: a switch per kind of notice, by email and by push (only the kinds the server lists
 * for this member), the address mail goes to, push on this device, and 'Enviar una prueba'.
 */
export function NotifyScreen() {
  const { user, isLoading } = useSession();
  useDocumentTitle(texts.notify.title);
  return (
    <section className="notify">
      <h1 className="page-title">{texts.notify.title}</h1>
      {user ? (
        <NotifySettingsForm />
      ) : isLoading ? null : (
        <SignInPrompt text={texts.notify.signIn} />
      )}
    </section>
  );
}

function NotifySettingsForm() {
  const settings = useQuery(settingsQuery());
  if (!settings.data) {
    return settings.isError ? (
      <p role="alert" className="form-error">
        {texts.notify.failed(settings.error.message)}
      </p>
    ) : null;
  }
  const data = settings.data;
  return (
    <>
      <p>{texts.notify.intro}</p>
      <MailLine settings={data} />
      <EventSwitches settings={data} />
      <DeviceSection pushReady={data.pushListo} />
      <TestButton />
      <p className="notify-install">{texts.notify.install}</p>
    </>
  );
}

function MailLine({ settings }: { settings: NotifySettings }) {
  if (!settings.correoListo) return <p className="notify-note">{texts.notify.mailOff}</p>;
  if (!settings.correo) return <p className="notify-note">{texts.notify.noAddress}</p>;
  return (
    <p className="notify-mail">
      <Mail size={18} aria-hidden="true" />
      {texts.notify.mailTo} <strong>{settings.correo}</strong>
    </p>
  );
}

type Kind = keyof typeof texts.notify.kinds;
const kindText = (key: string) =>
  texts.notify.kinds[key as Kind] ?? { name: texts.notify.unknownKind(key), hint: '' };

function EventSwitches({ settings }: { settings: NotifySettings }) {
  const queryClient = useQueryClient();
  // Each switch shows its new place at once, from the screen's state while it is saved.
  const [pending, setPending] = useState<NotifyEvent | null>(null);
  const save = useMutation({
    mutationFn: saveEvent,
    onMutate: (event) => {
      setPending(event);
      return queryClient.cancelQueries({ queryKey: notifyKeys.settings() });
    },
    onSuccess: (answer) => queryClient.setQueryData(notifyKeys.settings(), answer),
    onSettled: () => setPending(null),
  });
  const shown = (event: NotifyEvent) =>
    pending && pending.clave === event.clave ? pending : event;
  return (
    <fieldset className="notify-events">
      <legend>{texts.notify.eventsLabel}</legend>
      <div className="notify-head" aria-hidden="true">
        <span>{texts.notify.event}</span>
        <span>{texts.notify.mail}</span>
        <span>{texts.notify.push}</span>
      </div>
      {settings.eventos.map((stored) => {
        const event = shown(stored);
        const { name, hint } = kindText(event.clave);
        const weekly = event.clave === 'semanal';
        return (
          <div key={event.clave} className="notify-event">
            <div className="notify-event-text">
              <span className="notify-event-name">{name}</span>
              {hint && <span className="notify-event-hint">{hint}</span>}
            </div>
            <Switch
              label={texts.notify.switchLabel(texts.notify.mail, name)}
              shortLabel={texts.notify.mail}
              checked={event.correo}
              disabled={save.isPending}
              onChange={(correo) => save.mutate({ ...event, correo })}
            />
            {weekly ? (
              <span className="notify-mail-only">{texts.notify.mailOnly}</span>
            ) : (
              <Switch
                label={texts.notify.switchLabel(texts.notify.push, name)}
                shortLabel={texts.notify.push}
                checked={event.push}
                disabled={save.isPending}
                onChange={(push) => save.mutate({ ...event, push })}
              />
            )}
          </div>
        );
      })}
      <p className="notify-status" role="status">
        {save.isPending ? texts.notify.saving : save.isSuccess ? texts.notify.saved : ''}
      </p>
      {save.isError && (
        <p role="alert" className="form-error">
          {save.error.message}
        </p>
      )}
    </fieldset>
  );
}

/** A checkbox shown as a switch; its column's name is written beside it on a phone. */
function Switch(props: {
  label: string;
  shortLabel: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="notify-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        aria-label={props.label}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="notify-switch-track" aria-hidden="true" />
      <span className="notify-switch-name" aria-hidden="true">
        {props.shortLabel}
      </span>
    </label>
  );
}

function TestButton() {
  const test = useMutation({ mutationFn: sendTest });
  return (
    <div className="notify-test">
      <button type="button" className="btn" disabled={test.isPending} onClick={() => test.mutate()}>
        <Send size={18} aria-hidden="true" />
        {test.isPending ? texts.notify.testing : texts.notify.test}
      </button>
      <p role="status">{test.isSuccess ? texts.notify.testSent(test.data.canales) : ''}</p>
      {test.isError && (
        <p role="alert" className="form-error">
          {test.error.message}
        </p>
      )}
    </div>
  );
}
