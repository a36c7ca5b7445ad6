import type { CompactCard, FilmPage } from '@cineclub/contract';

const bodies = new WeakMap<object, Buffer>();

/**
 * A list answer's JSON body: a page of compact cards carries its own, made from the cards' JSON
 * (see `createCardCache`) when the page was read; a page served from the list cache is the same
 * object on every hit, so at 100 cards (where serialising costs more than the rest of a cached
 * call) it is not made again. Any other answer is written with JSON.stringify.
 */
export function filmPageJson(answer: unknown): Buffer | string {
  const body = typeof answer === 'object' && answer !== null ? bodies.get(answer) : undefined;
  return body ?? JSON.stringify(answer);
}

/**
 * The page's JSON as UTF-8, each card encoded straight into one buffer sized first. A page is
 * 20-160 KB: made as a string, it was copied whole three times on V8's heap (joined, flattened
 * to measure it, encoded to be sent) and, kept by the search cache, promoted by the young
 * generation's collections: a quarter of what they promoted in the search bench at 1,000,000
 * films. A buffer's bytes are outside that heap and are sent as they are.
 */
function pageBody(cards: readonly string[], tail: string): Buffer {
  const head = '{"pelis":[';
  let bytes = head.length + Math.max(0, cards.length - 1) + Buffer.byteLength(tail);
  for (const card of cards) bytes += Buffer.byteLength(card);
  const body = Buffer.allocUnsafe(bytes);
  let at = body.write(head);
  cards.forEach((card, index) => {
    if (index > 0) at += body.write(',', at);
    at += body.write(card, at);
  });
  body.write(tail, at);
  return body;
}

/**
 * A page of compact cards from their JSON, which is its own JSON too. Its cards are parsed only
 * if something reads them (full cards, or a route without `filmPageJson`): the usual reply is
 * the JSON as it is.
 */
export function compactPage(
  cards: string[],
  total: number,
  sig: number | null,
  ocultas?: number,
): FilmPage {
  let pelis: CompactCard[] | undefined;
  const page = {
    get pelis(): CompactCard[] {
      pelis ??= cards.map((card) => JSON.parse(card) as CompactCard);
      return pelis;
    },
    total,
    sig,
    ...(ocultas === undefined ? {} : { ocultas }),
  };
  const hidden = ocultas === undefined ? '' : `,"ocultas":${JSON.stringify(ocultas)}`;
  const tail = `],"total":${JSON.stringify(total)},"sig":${JSON.stringify(sig)}${hidden}}`;
  bodies.set(page, pageBody(cards, tail));
  return page;
}
