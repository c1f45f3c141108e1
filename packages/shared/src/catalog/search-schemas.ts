import { z } from 'zod';
import {
  CATALOG_SEARCH_MAX_LENGTH,
  CATALOG_SEARCH_MESSAGES,
  CATALOG_SEARCH_MIN_LENGTH,
} from './search-constants.ts';

export const CatalogSearchQuerySchema = z.object({
  q: z
    .string({ error: CATALOG_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(CATALOG_SEARCH_MIN_LENGTH, CATALOG_SEARCH_MESSAGES.tooShort)
    .max(CATALOG_SEARCH_MAX_LENGTH, CATALOG_SEARCH_MESSAGES.tooLong),
});
export type CatalogSearchQuery = z.infer<typeof CatalogSearchQuerySchema>;

/** Where a procedure matched best: the name ranks first, then who issues it, what it is, what it asks for. */
export const CATALOG_SEARCH_FIELDS = ['nombre', 'dependencia', 'descripcion', 'documentos'] as const;

export const CatalogSearchTramiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The price as the catalogue's card shows it (shared `tramitePriceHeadline`). */
  price_label: z.string(),
  price_caption: z.string().nullable(),
  estimated_time_days: z.number().int(),
  dependencia: z.string(),
  matched_in: z.enum(CATALOG_SEARCH_FIELDS),
});
export type CatalogSearchTramite = z.infer<typeof CatalogSearchTramiteSchema>;

export const CatalogSearchGroupSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  tramites: z.array(CatalogSearchTramiteSchema),
});
export type CatalogSearchGroup = z.infer<typeof CatalogSearchGroupSchema>;

export const CatalogSearchResultSchema = z.object({
  /** The query as searched (trimmed). */
  q: z.string(),
  /** Every match, before the cap: more than the groups hold says "be more precise". */
  total: z.number().int(),
  groups: z.array(CatalogSearchGroupSchema),
});
export type CatalogSearchResult = z.infer<typeof CatalogSearchResultSchema>;
