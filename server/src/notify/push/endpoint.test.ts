import { describe, expect, it } from 'vitest';
import { isBrowserKey, isPushServiceEndpoint } from './endpoint.js';
import { encodePushPayload, PUSH_PAYLOAD_MAX_BYTES } from './payload.js';

const hosts = ['fcm.googleapis.com', '*.notify.windows.com', '127.0.0.1:8443'];

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://wns2-db5p.notify.windows.com/w/?token=abc',
    'https://127.0.0.1:8443/wpush/v2/abc',
    'https://FCM.googleapis.com:443/fcm/send/abc',
  ])('takes %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint, hosts)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://notify.windows.com.evil.example/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://127.0.0.1/x',
    'https://127.0.0.1:9999/x',
    'https://169.254.169.254/latest/meta-data',
    'no es una dirección',
  ])('refuses %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint, hosts)).toBe(false);
  });
});

describe('isBrowserKey', () => {
  it('takes a P-256 point of 65 bytes and an auth secret of 16', () => {
    const point = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    expect(isBrowserKey(point, 65)).toBe(true);
    expect(isBrowserKey(Buffer.alloc(16, 1).toString('base64url'), 16)).toBe(true);
    expect(isBrowserKey(Buffer.alloc(65, 1).toString('base64url'), 65)).toBe(false);
    expect(isBrowserKey(Buffer.alloc(15, 1).toString('base64url'), 16)).toBe(false);
    expect(isBrowserKey('no/válida', 16)).toBe(false);
  });
});

describe('encodePushPayload', () => {
  it('keeps a short payload as it is', () => {
    const payload = { titulo: 'Amélie', cuerpo: 'Ya está', url: '/peli/1', imagen: null };
    expect(JSON.parse(encodePushPayload(payload))).toEqual(payload);
  });

  it('shortens a long text to fit a push, ending it with an ellipsis', () => {
    const cuerpo = 'Película número ñ, '.repeat(1000);
    const text = encodePushPayload({ titulo: 'Llegaron', cuerpo, url: '/', imagen: '/p.jpg' });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    const decoded = JSON.parse(text) as { cuerpo: string; imagen: string };
    expect(decoded.cuerpo.endsWith('…')).toBe(true);
    expect(decoded.cuerpo.length).toBeGreaterThan(1000);
    expect(decoded.imagen).toBe('/p.jpg');
  });
});
