export * from './clabe.ts';
export * from './ledger-schemas.ts';
export * from './methods.ts';
export * from './money.ts';
export * from './plan.ts';
export * from './refund-schemas.ts';
export * from './schemas.ts';
