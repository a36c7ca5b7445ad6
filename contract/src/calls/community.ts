import { z } from 'zod';
import { filmComment, idParams } from '../catalogue';
import {
  commentBody,
  commentPage,
  commentPageQuery,
  contactBody,
  deleteCommentBody,
  notice,
  userMarks,
  wantParams,
} from '../community';
import { defineCalls } from './define';

/** Calls of a member on films and notices (SPEC §7); their paths are in `table.ts`. */
export const communityCalls = defineCalls({
  /** Sets or clears 'Quiero verla'. */
  want: { params: wantParams, answer: 'none' },
  /** The signed-in member's marks on every film, for the tiles' badges. */
  marks: { answer: userMarks },
  /** 'Avísame si descargable': a request for a film without files (bajed2). */
  request: { params: idParams, answer: 'none' },
  /** Writes a comment, or edits the member's own; answers it as stored. */
  comment: { params: idParams, body: commentBody, answer: filmComment },
  /** Others' comments on a film, a page at a time. */
  comments: { params: idParams, query: commentPageQuery, answer: commentPage },
  /** Deletes one of the member's comments (the body is the comment). */
  deleteComment: { params: idParams, body: deleteCommentBody, answer: 'none' },
  /** The notices the visitor has not dismissed. */
  notices: { answer: z.array(notice) },
  /** Dismisses a notice for this member. */
  dismissNotice: { params: idParams, answer: 'none' },
  /** A message to the owner. */
  contact: { body: contactBody, answer: 'none' },
});
