export * from './admin-audit.ts';
export * from './catalog.ts';
export * from './chat.ts';
export * from './documents.ts';
export * from './live.ts';
export * from './notifications.ts';
export * from './requests.ts';
export * from './users.ts';
