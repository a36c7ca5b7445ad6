import type { CompactCard, FilmPage } from '@cineclub/contract';

const serialized = new WeakMap<object, string>();

/**
 * A reply serializer for list answers (`reply.serializer(filmPageJson)` in a route): a page of
 * compact cards carries its JSON, made from the cards' JSON (see `createCardCache`) when the
 * page was read; a page served from the list cache is the same object on every hit, so at 100
 * cards (where serialising costs more than the rest of a cached call) it is not made again.
 */
export function filmPageJson(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return JSON.stringify(answer);
  return serialized.get(answer) ?? JSON.stringify(answer);
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
  serialized.set(
    page,
    `{"pelis":[${cards.join(',')}],"total":${JSON.stringify(total)},"sig":${JSON.stringify(sig)}${hidden}}`,
  );
  return page;
}
