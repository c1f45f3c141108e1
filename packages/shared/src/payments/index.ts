export * from './clabe.ts';
export * from './methods.ts';
export * from './money.ts';
export * from './plan.ts';
export * from './schemas.ts';
