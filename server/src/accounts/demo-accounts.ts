/** The demo accounts of DESIGN.md: one admin, one member with downloads, one guest. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', name: 'Jefa (demo)', perms: ['admo', 'bajed2'] },
  { email: 'socio@demo.local', name: 'Socio (demo)', perms: ['bajed2'] },
  { email: 'invitado@demo.local', name: 'Invitado (demo)', perms: [] },
] as const;

/** Members invented for the demo beside the three demo accounts, so cards show several voices. */
export const DEMO_MEMBERS = [
  { email: 'marta@demo.local', name: 'Marta (demo)' },
  { email: 'andres@demo.local', name: 'Andrés (demo)' },
  { email: 'lucia@demo.local', name: 'Lucía (demo)' },
];

/**
 * Members the demo's club activity (demo-data/club-activity.json) brings in as newcomers, in
 * their first week: demo users like the others, which demo mode recognises as its own.
 */
export const DEMO_NEWCOMERS = [{ email: 'pablo@demo.local', name: 'Pablo (demo)' }];
