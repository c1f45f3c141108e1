export * from './admin-audit.ts';
export * from './catalog.ts';
export * from './documents.ts';
export * from './forms.ts';
export * from './requests.ts';
export * from './users.ts';
