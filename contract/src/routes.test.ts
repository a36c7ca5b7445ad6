import { describe, expect, it } from 'vitest';
import { pathOf, routes } from './routes';

describe('pathOf', () => {
  it('fills and encodes params', () => {
    expect(pathOf(routes.news, { onlyDownloadable: true, fullCards: false, weeks: 4 })).toBe(
      '/api/lista/fecha/true/false/4',
    );
    expect(pathOf('/api/x/:text', { text: 'a b/ñ' })).toBe('/api/x/a%20b%2F%C3%B1');
  });

  it('drops a missing optional param', () => {
    expect(pathOf('/api/x/:a/:text?', { a: 1 })).toBe('/api/x/1/');
  });
});
