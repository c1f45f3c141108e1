export * from './access-log.ts';
export * from './arco-schemas.ts';
export * from './consent-schemas.ts';
export * from './constants.ts';
export * from './efirma-files.ts';
export * from './notice-text.ts';
export * from './retention.ts';
export * from './secret-guard.ts';
