import type { FullCard } from '@cineclub/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_START_DELAY_MS, scheduleShareDownload, shareItem } from './share-download';

const TOKEN = '7.abcdefghijklmnopqrstuv';
const film = {
  id: 3,
  arcs: [{ id: 7, dsk: 'disco2', dir: '', nom: 'Amélie (2001).mkv', tam: 10, comen: '' }],
} as unknown as FullCard;

describe('share-token download', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the token’s file, named from txt, on the file’s disk, carrying the token', () => {
    expect(shareItem(film, 'Amélie.mkv', TOKEN)).toEqual({
      id: 7,
      nom: 'Amélie.mkv',
      dsk: 'disco2',
      auth: TOKEN,
    });
    // A file the card does not list still downloads; its disk is unknown.
    expect(shareItem(film, 'otra', '9.abcdefghijklmnopqrstuv')).toMatchObject({ id: 9, dsk: '' });
    expect(shareItem(film, 'x', 'not-a-token')).toBeNull();
  });

  it('starts 2 s after load, not before', () => {
    const start = vi.fn();
    const item = shareItem(film, 'a.mkv', TOKEN);
    if (!item) throw new Error('no item');
    scheduleShareDownload(item, start);
    vi.advanceTimersByTime(SHARE_START_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledWith(item);
    expect(SHARE_START_DELAY_MS).toBe(2000);
  });

  it('counts the seconds down for the page: 2, then 1, then it starts', () => {
    const ticks: number[] = [];
    const start = vi.fn();
    const item = { id: 9, nom: 'c', dsk: '', auth: '9.abcdefghijklmnopqrstuv' };
    scheduleShareDownload(item, start, undefined, (seconds) => ticks.push(seconds));
    vi.advanceTimersByTime(0);
    expect(ticks).toEqual([2]);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([2, 1]);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(ticks).toEqual([2, 1]);
  });

  it('does not start when the page is left earlier, nor twice in one page', () => {
    const start = vi.fn();
    const item = { id: 8, nom: 'b', dsk: '', auth: '8.abcdefghijklmnopqrstuv' };
    const cancel = scheduleShareDownload(item, start);
    vi.advanceTimersByTime(1500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    scheduleShareDownload(item, start);
    vi.advanceTimersByTime(2000);
    scheduleShareDownload(item, start);
    vi.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
