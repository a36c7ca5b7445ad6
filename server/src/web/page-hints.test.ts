import { describe, expect, it } from 'vitest';
import { hintTags, noHints, pageScreenOf, screenModules, withHints } from './page-hints.js';

describe('pageScreenOf', () => {
  it('reads the news, a film card and a search as the web router does', () => {
    expect(pageScreenOf('/')).toEqual({ kind: 'news' });
    expect(pageScreenOf('/novedades')).toEqual({ kind: 'news' });
    expect(pageScreenOf('/peli/74/Amelie')).toEqual({ kind: 'film', id: 74 });
    expect(pageScreenOf('/peli/74/Amelie/12.token')).toEqual({ kind: 'film', id: 74 });
    expect(pageScreenOf('/all/am%C3%A9lie%20')).toEqual({ kind: 'search', text: 'amélie' });
    expect(pageScreenOf('/all')).toEqual({ kind: 'search', text: '' });
  });

  it('gives no screen for other pages or malformed addresses', () => {
    for (const path of [
      '/1000p',
      '/peli/0/x',
      '/peli/abc',
      // Past the ids the API takes (2^31 - 1), and control characters in a search.
      '/peli/2147483648/x',
      '/peli/9223372036854775808',
      '/all/a%00b',
      '/all/%E0%A4%A',
      '/all/a/b',
      '/contact',
    ]) {
      expect(pageScreenOf(path)).toBeNull();
    }
  });
});

describe('hintTags and withHints', () => {
  const html =
    '<!doctype html><html><head><meta charset="UTF-8" /><title>C</title>' +
    '<script type="module" src="/assets/index.js"></script></head><body></body></html>';

  it('preloads the call as fetch() asks for it and the poster at high priority', () => {
    const tags = hintTags({
      calls: ['/api/lista/fecha/false/false/4?desde=0&n=100'],
      images: ['/api/peli/poster/1?v=0'],
    });
    expect(tags).toBe(
      '<link rel="preload" href="/api/lista/fecha/false/false/4?desde=0&amp;n=100" as="fetch" crossorigin>' +
        '<link rel="preload" href="/api/peli/poster/1?v=0" as="image" fetchpriority="high">',
    );
  });

  it('escapes what could close the attribute or open a tag', () => {
    const tags = hintTags({ calls: ['/api/x/"><script>alert(1)</script>'], images: [] });
    expect(tags).not.toContain('<script');
    expect(tags).not.toContain('"><');
    expect(tags).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('puts the tags at the end of the head, after the app’s script', () => {
    const page = withHints(html, hintTags({ calls: ['/api/a'], images: [] }));
    expect(page.indexOf('<script')).toBeLessThan(page.indexOf('rel="preload"'));
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
    expect(withHints(html, hintTags(noHints))).toBe(html);
  });
});

describe('screenModules', () => {
  it('lists a screen chunk and its imports that the page does not load already', () => {
    const { modules, missing } = screenModules({
      'index.html': { file: 'assets/index-1.js', imports: ['_react-2.js'] },
      '_react-2.js': { file: 'assets/react-2.js' },
      '_chip-3.js': { file: 'assets/chip-3.js', imports: ['_react-2.js'] },
      'src/app/film-screen.tsx': {
        file: 'assets/film-screen-4.js',
        imports: ['_react-2.js', '_chip-3.js', 'index.html'],
      },
    });
    expect(modules.film).toEqual(['/assets/film-screen-4.js', '/assets/chip-3.js']);
    expect(missing).toEqual(['src/catalogue/list-screen.tsx']);
    expect(hintTags(noHints, modules.film)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/film-screen-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/chip-3.js">',
    );
  });
});
