export * from './accounts';
export * from './admin';
export * from './admin-rules';
// The call map's schemas, and apart from them (no zod) its table and the client the web uses.
export * from './calls';
export * from './calls/client';
export * from './calls/table';
export * from './catalogue';
export * from './common';
export * from './community';
export * from './curated-lists';
export * from './download-links';
export * from './downloads';
export * from './errors';
export * from './members';
export * from './routes';
export * from './rules';
export * from './web-calls';
