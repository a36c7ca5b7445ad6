/**
 * A generated poster for films without a stored one: the title (wrapped) and year on a colour
 * taken from the film id, so every tile has an image and neighbours look different.
 */
export function placeholderPoster(film: { id: number; nom: string; anio: number | null }): string {
  const hue = (film.id * 47) % 360;
  const lines = wrap(film.nom, 16).slice(0, 5);
  const top = 150 - lines.length * 14;
  const text = lines
    .map((line, index) => `<tspan x="100" y="${top + index * 28}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300">',
    `<rect width="200" height="300" fill="hsl(${hue},35%,22%)"/>`,
    `<rect x="8" y="8" width="184" height="284" fill="none" stroke="hsl(${hue},45%,55%)" stroke-width="2"/>`,
    `<text font-family="sans-serif" font-size="20" font-weight="bold" fill="#f4efe6" text-anchor="middle">${text}</text>`,
    film.anio
      ? `<text x="100" y="262" font-family="sans-serif" font-size="18" fill="hsl(${hue},60%,75%)" text-anchor="middle">${film.anio}</text>`
      : '',
    '</svg>',
  ].join('');
}

export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
