import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log.js';

const TOKEN = '12.AbCdEfGhIjKlMnOp_-qr';

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

  it('leaves URLs without secrets alone', () => {
    for (const url of [
      '/peli/12/amelie',
      '/api/peli/comenta/5/del',
      '/api/peli/verla/5/si',
      '/api/demo/idtoken?email=a@b.es',
      '/api/dwnl/arch/3',
    ]) {
      expect(redactSecrets(url)).toBe(url);
    }
  });
});
