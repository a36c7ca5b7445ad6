import {
  downloadAuthQuery,
  downloadCommandParams,
  downloadFileParams,
  downloadId,
  sharedFile,
  sharedFileQuery,
  shareToken,
  torrentParams,
  torrentUrl,
} from '../downloads';
import { defineCalls } from './define';

/** Calls of the download queue and share links (SPEC §8); their paths are in `table.ts`. */
export const downloadCalls = defineCalls({
  /** Starts copying a file to the cache: the download's id (a share token may stand in). */
  downloadInit: { params: downloadFileParams, query: downloadAuthQuery, answer: downloadId },
  /** Pauses or continues a download's copy. */
  downloadCommand: { params: downloadCommandParams, query: downloadAuthQuery, answer: 'none' },
  /** A token that lets anyone download the file for 24 h. */
  shareLink: { params: downloadFileParams, answer: shareToken },
  /** The name and size of a share token's file. */
  sharedFile: { query: sharedFileQuery, answer: sharedFile },
  /** The same-origin address of a .torrent file. */
  torrentUrl: { params: torrentParams, answer: torrentUrl },
});
