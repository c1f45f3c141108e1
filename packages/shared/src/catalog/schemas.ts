import { z } from 'zod';
import { CATEGORY_COLORS, MODALIDADES, PRICE_TYPES } from './constants.ts';

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.enum(CATEGORY_COLORS),
  estimated_procedures: z.number().int(),
  is_visible: z.boolean(),
  is_active: z.boolean(),
  specialization_required: z.boolean(),
  display_order: z.number().int(),
  tramite_count: z.number().int(),
  active_requests_count: z.number().int(),
  completion_rate: z.number(),
});
export type Category = z.infer<typeof CategorySchema>;

export const TramiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  price_type: z.enum(PRICE_TYPES),
  /** MXN with two decimals, as a number for the spec's clients; null when quoted case by case. */
  fixed_price: z.number().nullable(),
  government_fee: z.number().nullable(),
  /** Added to the spec: a variable price's minimum with IVA ("Desde $X"); null when each case is quoted. */
  price_from: z.number().nullable(),
  estimated_time_days: z.number().int(),
  required_documents: z.array(z.string()),
  display_order: z.number().int(),
  dependencia: z.string(),
  fundamento_juridico: z.string(),
  modalidad: z.enum(MODALIDADES),
  vigencia: z.string().nullable(),
  /** Handles sensitive personal data (health, marital status): a client's first request asks express consent. */
  sensitive_data: z.boolean(),
  is_active: z.boolean(),
  /** The form connected to the procedure (issue 12); the public catalogue names it only once published. */
  form_template_id: z.string().nullable(),
  form_template_name: z.string().nullable(),
  /** Clients of the procedure fill its published form (GET /api/tramites/{id}/form) after the fixed fields. */
  has_custom_form: z.boolean(),
});
export type Tramite = z.infer<typeof TramiteSchema>;

/**
 * Whether the public catalogue shows a category: visible, active and with at least one active trámite (a new,
 * empty category would be a dead end). The server's public queries apply the same rule in SQL.
 */
export const isCategoryPublic = (category: Pick<Category, 'is_visible' | 'is_active' | 'tramite_count'>) =>
  category.is_visible && category.is_active && category.tramite_count > 0;
