/**
 * Bounds on open connections, each a file descriptor: a flood of idle connections, from one
 * address or many, cannot take the descriptors that `/api/health`, files and the database need.
 */
export interface ConnectionLimits {
  /** Open connections in the whole server (Node's `server.maxConnections`). */
  max: number;
  /**
   * Open connections per client address (the connection's own address; a trusted proxy's
   * addresses, `TRUST_PROXY`, are not counted: the proxy bounds its clients).
   */
  perAddress: number;
  /** A kept-alive connection closes after this long without a request. */
  keepAliveTimeoutMs: number;
}

/** Bounds on the calls that cost the server something (streams, rows, work). */
export interface Limits {
  /** Open monitor streams per download job. */
  monitPerJob: number;
  /**
   * Open monitor streams per signed-in user, or, without a session, per share link and per
   * client address.
   */
  monitPerUser: number;
  /** Open monitor streams in the whole server: file descriptors never run out. */
  monitMax: number;
  /** Open file transfers (`arch` sending a body) per job owner that is a user. */
  transferPerUser: number;
  /** Open file transfers per share link (the owner of the jobs made with it). */
  transferPerLink: number;
  /** Open file transfers per client address, whoever asks. */
  transferPerAddress: number;
  /** Open file transfers in the whole server: each holds a socket and an open file. */
  transferMax: number;
  /** A transfer whose client accepts no bytes for this long is cut. */
  transferStallMs: number;
  /** How often a running transfer checks again that its owner still has bajed2. */
  transferRecheckMs: number;
  /** Share links asked for (`compart`) per user and minute. */
  shareRateLimit: number;
  /** Comments written or edited per user and minute. */
  commentRateLimit: number;
  /** Comments one user may have on one film. */
  commentsPerFilm: number;
  /** Newest comments a full card carries (others' and the user's own, each); older ones are paged. */
  cardComments: number;
  /**
   * Bytes of others' comment text one answer carries at most (a film's card, a page of
   * comments), beyond its newest comment; the rest are in the next page.
   */
  commentBytes: number;
  /** Exports (`GET /api/usuario/exportar`) per member and hour. */
  exportRateLimit: number;
  /** The largest history one export carries (its estimated size, bytes): it is built in memory. */
  exportMaxBytes: number;
  /** Bytes of a history import's file, and of the texts its ZIP unpacks to. */
  historyImportBytes: number;
  /** Rows of a history import's files together. */
  historyImportRows: number;
  /** History imports one member may make in a day. */
  historyImportsPerDay: number;
  /** Film night writes (propose, edit, vote, answer, rate) per member and minute. */
  filmNightRateLimit: number;
  /** Coming film nights one member may have proposed at once. */
  filmNightsOpen: number;
}

/**
 * The demo's copies of a few MB would end before anyone sees the queue move: there they run at
 * 40 MB/s unless set, so progress, the one-copy-per-disk rule and pause can be watched. A real
 * site copies at full speed unless the owner sets a limit (0 is none).
 */
export function copyLimit(mbPerSecond: number | undefined, demo: boolean): number | null {
  const limit = mbPerSecond ?? (demo ? 40 : 0);
  return limit > 0 ? Math.floor(limit * 1024 * 1024) : null;
}
