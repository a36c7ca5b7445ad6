import { describe, expect, it } from 'vitest';
import { pushPayloadOf } from './channel.js';

const amelie = { id: 74, nom: 'Amélie', anio: 2001, poster: 3 };

describe('pushPayloadOf', () => {
  it('opens the card of one film, with its poster', () => {
    expect(pushPayloadOf('llegada', { films: [amelie] })).toEqual({
      titulo: 'Ya puedes descargar «Amélie»',
      cuerpo: 'Amélie (2001)',
      url: '/peli/74/amelie',
      imagen: '/api/peli/poster/74?v=3&w=400',
    });
  });

  it('lists a few of many films and opens Novedades', () => {
    const films = Array.from({ length: 8 }, (_, index) => ({ ...amelie, id: index + 1 }));
    const payload = pushPayloadOf('llegada', { films });
    expect(payload.cuerpo).toMatch(/ y 3 más$/);
    expect(payload.url).toBe('/novedades');
  });

  it("opens the owner's event's page", () => {
    const job = { text: 'El escaneo ha fallado', enlace: '/admo/catalogo', alerta: true };
    expect(pushPayloadOf('jefe', job)).toMatchObject({ url: '/admo/catalogo', imagen: null });
    expect(pushPayloadOf('jefe', { text: 'x' }).url).toBe('/admo');
  });

  it('says a test is a test, and opens /avisos', () => {
    expect(pushPayloadOf('llegada', { prueba: true })).toMatchObject({
      titulo: 'Prueba de avisos de Cineclub',
      url: '/avisos',
      imagen: null,
    });
  });
});
