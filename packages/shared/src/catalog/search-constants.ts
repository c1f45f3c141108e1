/**
 * The catalogue search (GET /api/tramites/search): how long a query may be and how many answers it gets.
 * Free of zod: the web's search box reads them without the schemas (search-schemas.ts).
 */
export const CATALOG_SEARCH_MIN_LENGTH = 2;
export const CATALOG_SEARCH_MAX_LENGTH = 100;
/** Enough to choose from on a phone; a longer list means the query should be more precise. */
export const CATALOG_SEARCH_LIMIT = 20;

export const CATALOG_SEARCH_MESSAGES = {
  tooShort: `Escribe al menos ${CATALOG_SEARCH_MIN_LENGTH} letras para buscar`,
  tooLong: `La búsqueda admite hasta ${CATALOG_SEARCH_MAX_LENGTH} caracteres`,
} as const;
