import type { ErrorCode } from '@tramites/shared';

/** A domain error with its HTTP status and the Spanish message the user reads. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code: ErrorCode = 'conflict',
    readonly errors?: { field: string; message: string }[],
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (detail: string) => new AppError(404, detail, 'not_found');
export const forbidden = (detail: string) => new AppError(403, detail, 'forbidden');
export const conflict = (detail: string, code: ErrorCode = 'conflict') => new AppError(409, detail, code);
export const unauthorized = (detail: string) => new AppError(401, detail, 'unauthorized');
export const unprocessable = (detail: string, field?: string) =>
  new AppError(422, detail, 'validation', field ? [{ field, message: detail }] : undefined);
