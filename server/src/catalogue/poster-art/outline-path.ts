import type opentype from 'opentype.js';

/**
 * SVG path data of a glyph's outline moved `dx` font units right, in whole font units (a
 * thousandth of an em: finer than any poster shows). Only the glyph's first point is absolute:
 * the rest is relative to it, so every copy of a letter on a poster is the same text after its
 * first move, which gzip sends almost for free. Lines to the point the pen is already at, which
 * opentype.js writes after most curves of TrueType outlines, are left out: each is one more
 * segment for the browser to walk and nothing to see.
 */
export function outlinePath(commands: readonly opentype.PathCommand[], dx: number): string {
  const parts: string[] = [];
  let pen: Point | null = null;
  let start: Point = [0, 0];
  for (const command of commands) {
    if (command.type === 'Z') {
      parts.push('z');
      pen = start;
      continue;
    }
    const end = at(command.x + dx, command.y);
    if (pen === null) {
      parts.push(`M${end.join(' ')}`);
    } else if (command.type === 'M') {
      parts.push(`m${relative(end, pen)}`);
    } else if (command.type === 'L') {
      if (end[0] === pen[0] && end[1] === pen[1]) continue;
      parts.push(`l${relative(end, pen)}`);
    } else if (command.type === 'Q') {
      parts.push(`q${relative(at(command.x1 + dx, command.y1), pen)} ${relative(end, pen)}`);
    } else {
      const first = relative(at(command.x1 + dx, command.y1), pen);
      const second = relative(at(command.x2 + dx, command.y2), pen);
      parts.push(`c${first} ${second} ${relative(end, pen)}`);
    }
    if (command.type === 'M') start = end;
    pen = end;
  }
  // A minus sign already separates two numbers.
  return parts.join('').replaceAll(' -', '-');
}

type Point = [number, number];

function at(x: number, y: number): Point {
  return [Math.round(x), Math.round(y)];
}

/** Offsets between rounded points: exact, so no rounding error adds up along the outline. */
function relative(point: Point, from: Point): string {
  return `${point[0] - from[0]} ${point[1] - from[1]}`;
}
