export * from './answers-schema.ts';
export * from './auto-form.ts';
export * from './loose-name.ts';
export * from './schemas.ts';
