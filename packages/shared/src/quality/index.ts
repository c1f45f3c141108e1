export * from './schemas.ts';
export * from './sla-pause.ts';
