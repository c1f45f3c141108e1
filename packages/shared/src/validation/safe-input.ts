import { z } from 'zod';

/** The largest PostgreSQL `integer`: a larger id names nothing, and must not reach the database. */
export const PG_INT_MAX = 2_147_483_647;

export const INPUT_MESSAGES = {
  idInvalido: 'Identificador inválido',
  fechaInvalida: 'La fecha no es válida (usa AAAA-MM-DD)',
  caracteresInvalidos: 'El texto contiene caracteres no permitidos',
} as const;

/** A numeric id (catalogue ids are `integer`): a positive whole number within PostgreSQL's range. */
export const IntIdSchema = z.coerce
  .number({ error: INPUT_MESSAGES.idInvalido })
  .int(INPUT_MESSAGES.idInvalido)
  .positive(INPUT_MESSAGES.idInvalido)
  .max(PG_INT_MAX, INPUT_MESSAGES.idInvalido);

/**
 * One spelling per uuid. PostgreSQL reads `E537F3DF-…` and `e537f3df-…` as the same id, while code
 * compares strings (an admin's own account, a request's client): every uuid is lower-cased where it
 * enters, so no rule can be bypassed by writing an id in upper case.
 */
export const normalizeUuid = (value: string): string => value.toLowerCase();

/** A uuid in a body or a query string: 422 with `invalid` unless it is one, then lower-cased. */
export const uuidSchema = (messages: { required?: string; invalid?: string } = {}) =>
  z
    .string({ error: messages.required ?? INPUT_MESSAGES.idInvalido })
    .uuid(messages.invalid ?? INPUT_MESSAGES.idInvalido)
    .transform(normalizeUuid);

/**
 * A uuid id in a path (`{id}` of a request, user, document…): any text is accepted and lower-cased; the
 * service answers 404 when it names nothing, as for an id that does not exist.
 */
export const UuidParamSchema = z.string().min(1).transform(normalizeUuid);

/** True for a real calendar day written YYYY-MM-DD (2020-02-30 and 2020-13-45 are not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const CalendarDateSchema = z.string().refine(isCalendarDate, INPUT_MESSAGES.fechaInvalida);

/** NUL cannot be stored in PostgreSQL text and is never typed by a person. */
export const containsNul = (value: string): boolean => value.includes('\u0000');

/**
 * An optional query parameter of a list's filters: empty (a cleared filter) is no filter, and any other value
 * meets `schema`, whose own Spanish message answers a bad one ('Estado inválido'). Written as
 * `schema.optional().or(z.literal(''))`, a bad value failed both sides of the union and got zod's generic
 * message instead.
 */
export const optionalQueryParam = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional());
