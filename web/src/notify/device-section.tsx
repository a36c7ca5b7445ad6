import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { texts } from '../texts-screens';
import { forgetSubscription, keepSubscription, notifyKeys, pushKey } from './api';
import {
  deviceSubscription,
  PermissionRefused,
  PushServiceFailed,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
} from './push-device';

/** Push on this device: its state, and the button that turns it on or off. */
export function DeviceSection({ pushReady }: { pushReady: boolean }) {
  const support = pushSupport();
  return (
    <section className="notify-device" aria-labelledby="notify-device-title">
      <h2 id="notify-device-title">{texts.notify.device}</h2>
      {!pushReady ? (
        <p className="notify-note">{texts.notify.pushOff}</p>
      ) : support === 'yes' ? (
        <DeviceSwitch />
      ) : (
        <p className="notify-note">
          {support === 'install-first' ? texts.notify.iosHint : texts.notify.unsupported}
        </p>
      )}
    </section>
  );
}

function DeviceSwitch() {
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: notifyKeys.device(),
    queryFn: async () => (await deviceSubscription()) !== null,
  });
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        await keepSubscription(await subscribeDevice(await pushKey()));
      } else {
        const endpoint = await unsubscribeDevice();
        if (endpoint) await forgetSubscription(endpoint);
      }
      return on;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notifyKeys.device() }),
  });
  const denied = Notification.permission === 'denied';
  const on = device.data === true;
  return (
    <>
      <p>{on ? texts.notify.deviceOn : texts.notify.deviceOff}</p>
      {denied && !on ? (
        <p className="notify-note">{texts.notify.denied}</p>
      ) : (
        <button
          type="button"
          className={on ? 'btn' : 'btn btn-primary'}
          disabled={change.isPending || device.isPending}
          onClick={() => change.mutate(!on)}
        >
          {on ? <BellOff size={18} aria-hidden="true" /> : <Bell size={18} aria-hidden="true" />}
          {change.isPending
            ? texts.notify.turning
            : on
              ? texts.notify.turnOff
              : texts.notify.turnOn}
        </button>
      )}
      {change.isError && (
        <p role="alert" className="form-error">
          {change.error instanceof PermissionRefused
            ? texts.notify.notAllowed
            : change.error instanceof PushServiceFailed
              ? texts.notify.browserServiceFailed
              : texts.notify.deviceFailed(change.error.message)}
        </p>
      )}
    </>
  );
}
