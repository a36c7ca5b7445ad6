import { z } from 'zod';
import {
  adminIdParams,
  adminNotice,
  adminOverview,
  adminUser,
  auditPage,
  auditQuery,
  fileCommentBody,
  filmSourceParams,
  filmUpdateBody,
  imdbJobBody,
  inlineEditBody,
  job,
  jobsAnswer,
  listJobParams,
  messagesPage,
  messagesQuery,
  noticeBody,
  posterAnswer,
  requestAnswerBody,
  scanJobBody,
  tmdbJobBody,
  userPermParams,
  usersPage,
  usersQuery,
} from '../admin';
import { filmTorrent, fullCard } from '../catalogue';
import { notice, openRequest } from '../community';
import { defineCalls } from './define';

/** The admin screen's calls (admo only; shapes in `admin.ts`, paths in `table.ts`). */
export const adminCalls = defineCalls({
  /** The card's inline edit of its title or synopsis. */
  adminInlineEdit: { params: adminIdParams, body: inlineEditBody, answer: 'none' },
  /** The whole film form; answers the card as stored. */
  adminFilm: { params: adminIdParams, body: filmUpdateBody, answer: fullCard },
  /** A poster upload (the image's bytes). */
  adminPoster: { params: adminIdParams, body: 'bytes', answer: posterAnswer },
  /** A .torrent upload beside a film's files. */
  adminTorrent: { params: adminIdParams, body: 'bytes', answer: filmTorrent, status: 201 },
  /** Forgets a field's source, so that the next NFO scan or TMDB fill may write it. */
  adminClearSource: { params: filmSourceParams, answer: 'none' },
  /** A file's comment. */
  adminFileComment: { params: adminIdParams, body: fileCommentBody, answer: 'none' },
  /** The audit lines of a film, newest first. */
  adminAudit: { query: auditQuery, answer: auditPage },
  /** The users, a page at a time, by a text in their name or address. */
  adminUsers: { query: usersQuery, answer: usersPage },
  /** Grants a permission; answers the user. */
  adminGrant: { params: userPermParams, answer: adminUser },
  /** Revokes a permission; answers the user. */
  adminRevoke: { params: userPermParams, answer: adminUser },
  /** Ends every session of a user. */
  adminEndSessions: { params: adminIdParams, answer: 'none' },
  /** Deletes a user. */
  adminDeleteUser: { params: adminIdParams, answer: 'none' },
  /** The notices for everyone. */
  adminNotices: { answer: z.array(adminNotice) },
  /** Posts a notice for everyone. */
  adminPostNotice: { body: noticeBody, answer: notice, status: 201 },
  /** Deletes a notice for everyone. */
  adminDeleteNotice: { params: adminIdParams, answer: 'none' },
  /** The open requests. */
  openRequests: { answer: z.array(openRequest) },
  /** Serves or refuses a request. */
  adminAnswerRequest: { params: adminIdParams, body: requestAnswerBody, answer: 'none' },
  /** The contact messages, a page at a time. */
  adminMessages: { query: messagesQuery, answer: messagesPage },
  /** Marks a contact message read. */
  adminMessageRead: { params: adminIdParams, answer: 'none' },
  /** The current or last job of each kind, and the daily refresh. */
  adminJobs: { answer: jobsAnswer },
  /** Starts an IMDb import. */
  adminImdbJob: { body: imdbJobBody, answer: job, status: 202 },
  /** Starts a curated list's import from an uploaded CSV. */
  adminListJob: { params: listJobParams, body: 'bytes', answer: job, status: 202 },
  /** Starts a disk scan. */
  adminScanJob: { body: scanJobBody, answer: job, status: 202 },
  /** Starts a TMDB fill. */
  adminTmdbJob: { body: tmdbJobBody, answer: job, status: 202 },
  /** What the admin screen opens on: what waits, the last runs of the jobs, the disks. */
  adminOverview: { answer: adminOverview },
});
