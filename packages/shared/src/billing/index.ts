export * from './invoice.ts';
export * from './invoice-window.ts';
export * from './sat-catalogs.ts';
export * from './tax-profile.ts';
