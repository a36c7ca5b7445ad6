import crypto from 'node:crypto';
import bencode from 'bencode';
import { describe, expect, it } from 'vitest';
import { TorrentError, torrentInfoHash } from './torrent.js';

const info = {
  length: 1234,
  name: 'Cadena perpetua (1994).mkv',
  'piece length': 262144,
  pieces: Buffer.alloc(20, 7),
};
const sha1 = (bytes: Uint8Array) => crypto.createHash('sha1').update(bytes).digest('hex');

describe('torrentInfoHash', () => {
  it('is the SHA-1 of the bencoded info dictionary', () => {
    const torrent = bencode.encode({ announce: 'http://tracker/announce', info });
    expect(torrentInfoHash(torrent)).toBe(sha1(bencode.encode(info)));
  });

  it('hashes the info bytes as they are in the file, even with keys out of order', () => {
    const rawInfo = Buffer.from('d4:name3:abc6:lengthi5ee');
    const torrent = Buffer.concat([
      Buffer.from('d8:announce3:url4:info'),
      rawInfo,
      Buffer.from('7:comment2:hie'),
    ]);
    expect(torrentInfoHash(torrent)).toBe(sha1(rawInfo));
  });

  it('walks nested lists and dictionaries (multi-file torrents)', () => {
    const multi = {
      name: 'Extras',
      'piece length': 16384,
      pieces: Buffer.alloc(40, 1),
      files: [
        { length: 10, path: ['a', 'b.mkv'] },
        { length: -0, path: ['c.srt'] },
      ],
    };
    const torrent = bencode.encode({ 'announce-list': [['a'], ['b']], info: multi });
    expect(torrentInfoHash(torrent)).toBe(sha1(bencode.encode(multi)));
  });

  it('refuses what is not a torrent', () => {
    const broken = [
      Buffer.from(''),
      Buffer.from('not a torrent at all'),
      Buffer.from('d8:announce3:urle'),
      Buffer.from('d4:infoi5ee'),
      Buffer.from('d4:infod4:name3:abc'),
      Buffer.from('d4:infod4:name99:abcee'),
      Buffer.from('d4:infod6:lengthi5xeee'),
      Buffer.from(`d4:info${'l'.repeat(100)}${'e'.repeat(100)}e`),
      bencode.encode({ info }).subarray(0, 40),
    ];
    for (const bytes of broken) expect(() => torrentInfoHash(bytes)).toThrow(TorrentError);
  });
});
