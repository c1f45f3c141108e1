export * from './render-quick-reply.ts';
export * from './schemas.ts';
