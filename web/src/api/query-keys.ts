/**
 * The query keys one feature reads or invalidates in another's cache, so that no feature
 * reaches into another's api.ts: the session (every feature asks who is signed in), the
 * notices and marks (an admin edit, a user's own change) and the catalogue's root (any change
 * to a film refreshes every list and card; catalogue/api.ts builds its keys under it).
 */

export const accountKeys = {
  all: ['account'] as const,
  session: () => [...accountKeys.all, 'session'] as const,
  signInOptions: () => [...accountKeys.all, 'sign-in-options'] as const,
};

export const communityKeys = {
  all: ['community'] as const,
  notices: () => [...communityKeys.all, 'notices'] as const,
  marks: (user?: string) => [...communityKeys.all, 'marks', ...(user ? [user] : [])] as const,
};

export const catalogueRoot = ['catalogue'] as const;
