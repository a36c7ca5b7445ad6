import { describe, expect, it } from 'vitest';
import { downloadErrorText } from './error-text';
import { startError } from './queue';

describe('downloadErrorText', () => {
  it.each([
    [403, 'No tiene permiso'],
    [500, 'Error en el enlace'],
    [410, 'Enlace caducado, sólo son 24 horas'],
    [404, 'No existe la descarga'],
  ])('words a start failing with %i as SPEC §8 does', (status, text) => {
    expect(downloadErrorText(startError(status, 'lo que diga el servidor'))).toBe(text);
  });

  it("keeps the server's message for other statuses; a failed monitor is 'Monitor kk'", () => {
    expect(downloadErrorText(startError(401, 'Tienes que iniciar sesión'))).toBe(
      'Tienes que iniciar sesión',
    );
    expect(downloadErrorText(startError(0))).toBe('Error en el enlace');
    expect(downloadErrorText({ kind: 'monitor' })).toBe('Monitor kk');
  });
});
