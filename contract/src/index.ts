export * from './accounts';
export * from './catalogue';
export * from './common';
export * from './community';
export * from './errors';
export * from './routes';
export * from './rules';
