export * from './access-log.ts';
export * from './constants.ts';
