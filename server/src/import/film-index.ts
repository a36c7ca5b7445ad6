/**
 * Compact in-memory structures that keep an IMDb import's memory bounded: about 9 bytes per
 * kept film instead of a Map entry and strings per film.
 */

/** IMDb title number -> catalogue film id, for the films of one import, with a position each. */
export class FilmIndex {
  private keys: Int32Array = new Int32Array(1024);
  private ids: Int32Array = new Int32Array(1024);
  private count = 0;
  private sorted = true;

  get size(): number {
    return this.count;
  }

  add(imdb: number, filmId: number): void {
    if (this.count === this.keys.length) {
      this.keys = grow(this.keys);
      this.ids = grow(this.ids);
    }
    const last = this.count ? this.keys[this.count - 1] : undefined;
    if (last !== undefined && imdb <= last) this.sorted = false;
    this.keys[this.count] = imdb;
    this.ids[this.count] = filmId;
    this.count++;
  }

  /**
   * Makes lookups possible. IMDb's files come sorted by id, so this is usually a no-op; when
   * they are not, the pairs are sorted (a repeated imdb keeps its first film).
   */
  freeze(): void {
    if (this.sorted) return;
    const packed = new BigInt64Array(this.count);
    for (let i = 0; i < this.count; i++) {
      packed[i] = (BigInt(this.keys[i] ?? 0) << 32n) | BigInt(this.ids[i] ?? 0);
    }
    packed.sort();
    let out = 0;
    for (const pair of packed) {
      const imdb = Number(pair >> 32n);
      if (out && this.keys[out - 1] === imdb) continue;
      this.keys[out] = imdb;
      this.ids[out] = Number(pair & 0xffffffffn);
      out++;
    }
    this.count = out;
    this.sorted = true;
  }

  /** Position of a title in the index (0..size-1), or -1. Only after `freeze`. */
  position(imdb: number): number {
    if (!this.sorted) throw new Error('FilmIndex.position antes de freeze()');
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const key = this.keys[mid] ?? 0;
      if (key === imdb) return mid;
      if (key < imdb) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  filmIdAt(position: number): number {
    return this.ids[position] ?? 0;
  }
}

/** A set of small non-negative integers (IMDb name numbers) in one bit each. */
export class BitSet {
  private words: Uint32Array = new Uint32Array(1024);

  add(n: number): void {
    const word = n >>> 5;
    if (word >= this.words.length) {
      const next = new Uint32Array(Math.max(word + 1, this.words.length * 2));
      next.set(this.words);
      this.words = next;
    }
    this.words[word] = (this.words[word] ?? 0) | (1 << (n & 31));
  }

  has(n: number): boolean {
    const word = this.words[n >>> 5];
    return word !== undefined && (word & (1 << (n & 31))) !== 0;
  }
}

function grow(array: Int32Array): Int32Array {
  const next = new Int32Array(array.length * 2);
  next.set(array);
  return next;
}

/**
 * IMDb's ratings by title number: title.ratings read up front (about 1.5 million rows, 9 bytes
 * each here), so that films are written with their rating in the same statement as the rest
 * of the row. Writing it afterwards would rewrite every film's search index row a second time.
 */
export class RatingIndex {
  private keys: Int32Array = new Int32Array(1024);
  private votes: Int32Array = new Int32Array(1024);
  private tenths: Uint8Array = new Uint8Array(1024);
  private count = 0;
  private sorted = true;

  get size(): number {
    return this.count;
  }

  add(imdb: number, rate: number, votos: number): void {
    if (this.count === this.keys.length) {
      this.keys = grow(this.keys);
      this.votes = grow(this.votes);
      const tenths = new Uint8Array(this.tenths.length * 2);
      tenths.set(this.tenths);
      this.tenths = tenths;
    }
    const last = this.count ? this.keys[this.count - 1] : undefined;
    if (last !== undefined && imdb <= last) this.sorted = false;
    this.keys[this.count] = imdb;
    this.votes[this.count] = Math.min(votos, 2 ** 31 - 1);
    this.tenths[this.count] = Math.max(0, Math.min(255, Math.round(rate * 10)));
    this.count++;
  }

  freeze(): void {
    if (this.sorted) return;
    const order = new Uint32Array(this.count);
    for (let i = 0; i < this.count; i++) order[i] = i;
    order.sort((a, b) => (this.keys[a] ?? 0) - (this.keys[b] ?? 0) || a - b);
    const keys = new Int32Array(this.count);
    const votes = new Int32Array(this.count);
    const tenths = new Uint8Array(this.count);
    let out = 0;
    for (const i of order) {
      const key = this.keys[i] ?? 0;
      if (out && keys[out - 1] === key) continue;
      keys[out] = key;
      votes[out] = this.votes[i] ?? 0;
      tenths[out] = this.tenths[i] ?? 0;
      out++;
    }
    this.keys = keys;
    this.votes = votes;
    this.tenths = tenths;
    this.count = out;
    this.sorted = true;
  }

  /** The rating of a title, or null when IMDb has none. Only after `freeze`. */
  get(imdb: number): { rate: number; votos: number } | null {
    if (!this.sorted) throw new Error('RatingIndex.get antes de freeze()');
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const key = this.keys[mid] ?? 0;
      if (key === imdb) return { rate: (this.tenths[mid] ?? 0) / 10, votos: this.votes[mid] ?? 0 };
      if (key < imdb) low = mid + 1;
      else high = mid - 1;
    }
    return null;
  }
}
