export * from './schemas.ts';
export * from './sla-alert.ts';
