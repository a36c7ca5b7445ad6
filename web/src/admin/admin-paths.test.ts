import { describe, expect, it } from 'vitest';
import { adminPath, adminPlace } from './admin-paths';

describe('admin screen addresses', () => {
  it('reads the film and the section', () => {
    expect(adminPlace(undefined, undefined)).toEqual({ filmId: null, section: 'resumen' });
    expect(adminPlace('pelicula', undefined)).toEqual({ filmId: null, section: 'pelicula' });
    expect(adminPlace('42', undefined)).toEqual({ filmId: 42, section: 'pelicula' });
    expect(adminPlace('42', 'usuarios')).toEqual({ filmId: 42, section: 'usuarios' });
    expect(adminPlace('avisos', undefined)).toEqual({ filmId: null, section: 'avisos' });
  });

  it('falls back to the film section for what it does not know', () => {
    expect(adminPlace('0', 'nada')).toEqual({ filmId: null, section: 'pelicula' });
    expect(adminPlace('-3', undefined)).toEqual({ filmId: null, section: 'pelicula' });
    expect(adminPlace('x', undefined)).toEqual({ filmId: null, section: 'pelicula' });
  });

  it('writes the shortest address, keeping the film', () => {
    expect(adminPath({ filmId: null, section: 'resumen' })).toBe('/admo');
    expect(adminPath({ filmId: 42, section: 'resumen' })).toBe('/admo/42/resumen');
    expect(adminPath({ filmId: null, section: 'pelicula' })).toBe('/admo/pelicula');
    expect(adminPath({ filmId: 42, section: 'pelicula' })).toBe('/admo/42');
    expect(adminPath({ filmId: null, section: 'catalogo' })).toBe('/admo/catalogo');
    expect(adminPath({ filmId: 42, section: 'mensajes' })).toBe('/admo/42/mensajes');
    for (const section of ['usuarios', 'avisos', 'resumen', 'pelicula'] as const) {
      expect(
        adminPlace(...(adminPath({ filmId: 9, section }).split('/').slice(2) as [string, string])),
      ).toEqual({ filmId: 9, section });
    }
  });
});
