export * from './document-rules.ts';
export * from './messages.ts';
export * from './rejection-reasons.ts';
export * from './schemas.ts';
