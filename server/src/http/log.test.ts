import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log.js';

const TOKEN = '12.AbCdEfGhIjKlMnOp_-qr';
/** A token of the real shape: file id, dot, HMAC-SHA256 in base64url (43 characters). */
const MAC = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycA_';
const REAL = `7.${MAC}`;

describe('redactSecrets', () => {
  it('hides the token of a share page, keeping the film and name', () => {
    expect(redactSecrets(`{"url":"/peli/12/Am%C3%A9lie.mkv/${TOKEN}"}`)).toBe(
      '{"url":"/peli/12/Am%C3%A9lie.mkv/[oculto]"}',
    );
    expect(redactSecrets(`https://cine.example.org/peli/12/x/${TOKEN}?a=1`)).toBe(
      'https://cine.example.org/peli/12/x/[oculto]?a=1',
    );
  });

  it('hides auth and token query values wherever they are', () => {
    expect(redactSecrets(`GET:/api/dwnl/arch/3?auth=${TOKEN} not found`)).toBe(
      'GET:/api/dwnl/arch/3?auth=[oculto] not found',
    );
    expect(redactSecrets(`"/api/dwnl/com/3/p?x=1&AUTH=${TOKEN}&y=2"`)).toBe(
      '"/api/dwnl/com/3/p?x=1&AUTH=[oculto]&y=2"',
    );
  });

  it('finds them after decoding the address, whatever its case and slashes', () => {
    for (const url of [
      `/api/dwnl/arch/3?au%74h=${REAL}`,
      `/api/dwnl/arch/3?x=1&%61uth=${REAL}`,
      `/api/dwnl/arch/3?%2561uth=${REAL}`,
      `/api/dwnl/arch/3?auth=%37%2E${MAC}`,
      `/PELI/1/x/${REAL}`,
      `/Peli/1/x/${REAL}`,
      `/peli/1//${REAL}`,
      `//peli//1/x//${REAL}`,
      `/peli/1/x/${REAL.replace('Z', '%5A')}`,
    ]) {
      const line = `{"req":{"url":"${url}"},"msg":"incoming request"}`;
      const redacted = redactSecrets(line);
      expect(redacted, url).toContain('[oculto]');
      expect(redacted, url).not.toContain(MAC);
      expect(() => JSON.parse(redacted), url).not.toThrow();
    }
  });

  it('finds a token by its shape anywhere: in the message or stack of an error report', () => {
    const line = JSON.stringify({
      webError: {
        message: `Falló la descarga ${REAL}`,
        stack: `Error: ${REAL}\n    at x (https://cine.example.org/assets/a.js:1:2)`,
      },
    });
    const redacted = redactSecrets(line);
    expect(redacted).not.toContain(MAC);
    expect(JSON.parse(redacted).webError.message).toBe('Falló la descarga [oculto]');
  });

  it('leaves URLs without secrets alone', () => {
    for (const url of [
      '/peli/12/amelie',
      '/api/peli/comenta/5/del',
      '/api/peli/verla/5/si',
      '/api/demo/idtoken?email=a@b.es',
      '/api/dwnl/arch/3',
      '/api/lista/busq/true/false/0/1111111/all/am%C3%A9lie%22',
      '/all/%41%2F',
    ]) {
      expect(redactSecrets(url)).toBe(url);
    }
  });
});
