export * from './work-queue.ts';
export * from './work-queue-schemas.ts';
