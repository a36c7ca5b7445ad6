export * from './catalogue';
export * from './common';
export * from './errors';
export * from './routes';
