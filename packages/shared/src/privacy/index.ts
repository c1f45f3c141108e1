export * from './access-log.ts';
export * from './arco-schemas.ts';
export * from './constants.ts';
export * from './efirma-files.ts';
export * from './secret-guard.ts';
