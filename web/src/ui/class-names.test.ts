import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every class name a component writes must have a rule in some stylesheet: an unstyled class
 * is a piece of the page that looks like the browser's default (issue 15).
 */
const root = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending) && !file.endsWith(`.test${ending}`))
    .map((file) => path.join(dir, file));
}

/** The class names the stylesheets' selectors mention. */
export function selectorClasses(css: string): Set<string> {
  const names = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.split('}')) {
    const selectors = block.split('{').slice(0, -1).join(' ');
    for (const match of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1] ?? '');
  }
  return names;
}

/** The end of the balanced `{...}` that opens at `start`. */
function closingBrace(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index++) {
    if (source[index] === '{') depth++;
    if (source[index] === '}' && --depth === 0) return index;
  }
  return source.length;
}

/**
 * The class names a component writes: in `className="..."`, in the string literals and the
 * fixed parts of template literals of `className={...}`, and in `classes(...)` calls. A name
 * cut short by an interpolation (`est-${state}`) is kept as a prefix ending in '-'.
 */
export function usedClasses(source: string): string[] {
  const expressions: string[] = [];
  for (const match of source.matchAll(/className="([^"]*)"/g)) expressions.push(`'${match[1]}'`);
  for (const match of source.matchAll(/(?:className=|classes\()\{?/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    if (source[open] === '{') expressions.push(source.slice(open, closingBrace(source, open)));
    else if (source[open] === '(') expressions.push(source.slice(open, source.indexOf(')', open)));
  }
  const names = new Set<string>();
  for (const expression of expressions) {
    const literals = expression.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g);
    for (const literal of literals) {
      const text = (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, '\u0000');
      for (const word of text.split(/\s+/)) {
        const name = word.split('\u0000')[0] ?? '';
        if (/^[a-z][\w-]*$/.test(name)) names.add(name);
      }
    }
  }
  return [...names];
}

describe('class names', () => {
  it('reads selectors and className expressions', () => {
    expect([
      ...selectorClasses('.a, .b:hover > .c-d { color: red } @media (x) { .e { } }'),
    ]).toEqual(['a', 'b', 'c-d', 'e']);
    const source = [
      '<p className="x y" />',
      "<i className={on ? 'z' : `w est-$",
      "{s}`} /><b className={classes('v', c)} />",
    ].join('');
    expect(usedClasses(source).sort()).toEqual(['est-', 'v', 'w', 'x', 'y', 'z']);
  });

  it('every class a component uses has a rule in a stylesheet', () => {
    const defined = new Set<string>();
    for (const file of filesUnder(root, '.css')) {
      for (const name of selectorClasses(readFileSync(file, 'utf8'))) defined.add(name);
    }
    const missing: string[] = [];
    for (const file of filesUnder(root, '.tsx')) {
      for (const name of usedClasses(readFileSync(file, 'utf8'))) {
        const known = name.endsWith('-')
          ? [...defined].some((defined) => defined.startsWith(name))
          : defined.has(name);
        if (!known) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
