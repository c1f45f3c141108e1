// First: the Spanish locale must be set before any schema reports an error.
import './zod-locale.ts';

export * from './admin/schemas.ts';
export * from './catalog/constants.ts';
export * from './catalog/schemas.ts';
export * from './chat/schemas.ts';
export * from './constants.ts';
export * from './documents/index.ts';
export * from './errors.ts';
export * from './format/format.ts';
export * from './http-schemas.ts';
export * from './identity/index.ts';
export * from './messages.ts';
export * from './requests/business-days.ts';
export * from './requests/complete.ts';
export * from './requests/documents-progress.ts';
export * from './requests/list-schemas.ts';
export * from './requests/request-form.ts';
export * from './requests/schemas.ts';
export * from './requests/status-machine.ts';
export * from './requests/statuses.ts';
export * from './site/schemas.ts';
export * from './text/fold-accents.ts';
export * from './users/auth-schemas.ts';
export * from './users/roles.ts';
export * from './validation/safe-input.ts';
