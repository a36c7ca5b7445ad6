import {
  demoTokenAnswer,
  demoTokenQuery,
  loginAnswer,
  loginBody,
  logoutParams,
  oidcStartAnswer,
  sessionUser,
  signInOptions,
} from '../accounts';
import { defineCalls } from './define';

/** Calls of signing in and out (SPEC §6); their paths are in `table.ts`. */
export const accountCalls = defineCalls({
  /** How this site signs people in. */
  signInOptions: { answer: signInOptions },
  /** Signs in with an ID token (Google's, or the demo issuer's); sets the session cookie. */
  login: { body: loginBody, answer: loginAnswer },
  /** The signed-in user; a 204 (nothing) when signed out. */
  session: { answer: sessionUser, maybeNone: true },
  /** Ends this session, or every session of the user. */
  logout: { params: logoutParams, answer: 'none' },
  /** Deletes the signed-in user and everything of theirs. */
  deleteAccount: { answer: 'none' },
  /** Demo mode only: an ID token for an address, as Google's button would hand one over. */
  demoIdToken: { query: demoTokenQuery, answer: demoTokenAnswer },
  /** Starts a sign-in with the OpenID Connect provider: where to send the browser. */
  oidcStart: { answer: oidcStartAnswer },
});
