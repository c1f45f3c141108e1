export * from './reminder-copy.ts';
export * from './reminder-schedule.ts';
export * from './reminder-schemas.ts';
