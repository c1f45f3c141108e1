export * from './catalog.ts';
export * from './requests.ts';
export * from './users.ts';
