import type { LoginAnswer } from '@cineclub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySession } from '../lib/session';
import { deleteAccount, demoIdToken, login, logout } from './api';

/** Where the ID token comes from: Google's button hands one over, the demo chooser asks for one. */
export type Credential = { token: string } | { demoEmail: string };

/**
 * Signs in. `onSignedIn` sits on the mutation itself, not on `mutate`, so that it runs even
 * though the sign-in button unmounts as soon as the session changes.
 */
export function useLogin(onSignedIn: (answer: LoginAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credential: Credential) =>
      login('token' in credential ? credential.token : await demoIdToken(credential.demoEmail)),
    onSuccess: (answer) => {
      onSignedIn(answer);
      applySession(queryClient, answer);
    },
  });
}

/** Logs out of this session (`false`) or of all (`true`); the web app signs out either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (all: boolean) => logout(all),
    onSettled: () => applySession(queryClient, null),
  });
}

/** Deletes the signed-in user; on success the web app is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => applySession(queryClient, null),
  });
}
