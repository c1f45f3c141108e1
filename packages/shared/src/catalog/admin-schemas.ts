import { z } from 'zod';
import {
  ESTIMATED_DAYS_MAX,
  ESTIMATED_DAYS_MIN,
  ESTIMATED_PROCEDURES_MAX,
  ESTIMATED_PROCEDURES_MIN,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { namesSecret, SECRET_REQUEST_MSG } from '../privacy/secret-guard.ts';
import { MoneySchema } from '../requests/schemas.ts';
import { IntIdSchema, PG_INT_MAX } from '../validation/safe-input.ts';
import { CATEGORY_COLORS, CATEGORY_ICONS, MODALIDADES, PRICE_TYPES } from './constants.ts';
import { CategorySchema, TramiteSchema } from './schemas.ts';

/** The back office's catalogue messages: the spec's (section 5) where it has them. */
export const CATALOG_ADMIN_MSG = {
  nombreCategoria: MSG.nameRequerido,
  estimados: `Los trámites estimados deben estar entre ${ESTIMATED_PROCEDURES_MIN} y ${ESTIMATED_PROCEDURES_MAX}`,
  categoriaConTramites: (count: number) =>
    `No se puede eliminar la categoría: tiene ${count} ${count === 1 ? 'trámite' : 'trámites'}. Muévelos a otra categoría o elimínalos primero.`,
  categoriaNoEncontrada: MSG.categoriaNoEncontrada,
  nombreTramite: 'El nombre del trámite es requerido',
  categoriaRequerida: 'Selecciona una categoría',
  destinoRequerido: 'Selecciona una categoría de destino',
  destinoIgual: 'El trámite ya está en esa categoría: elige otra',
  precioFijoRequerido: 'Indica el precio fijo del trámite',
  precioDesdePositivo: 'El precio «desde» debe ser mayor a 0',
  precioDesdeSoloVariable: 'Solo un trámite con precio variable lleva precio «desde»',
  dias: `Los días estimados deben ser un número entero entre ${ESTIMATED_DAYS_MIN} y ${ESTIMATED_DAYS_MAX}`,
  reordenarSinCategoria: 'Selecciona una categoría específica para reordenar trámites',
  reordenarOtraCategoria: 'Solo puedes reordenar trámites dentro de la misma categoría',
  cambioConSolicitudesActivas: (count: number) =>
    `No se puede cambiar de categoría: el trámite tiene ${count} ${count === 1 ? 'solicitud activa' : 'solicitudes activas'}.`,
  ordenIncompleto: 'El orden debe incluir cada elemento una sola vez',
} as const;

const NameSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(160);

const categoryFields = {
  name: NameSchema(CATALOG_ADMIN_MSG.nombreCategoria),
  description: z.string().trim().max(1000),
  icon: z.enum(CATEGORY_ICONS, { error: 'Selecciona un icono de la lista' }),
  color: z.enum(CATEGORY_COLORS, { error: 'Selecciona un color de la lista' }),
  estimated_procedures: z.coerce
    .number({ error: CATALOG_ADMIN_MSG.estimados })
    .int(CATALOG_ADMIN_MSG.estimados)
    .min(ESTIMATED_PROCEDURES_MIN, CATALOG_ADMIN_MSG.estimados)
    .max(ESTIMATED_PROCEDURES_MAX, CATALOG_ADMIN_MSG.estimados),
  is_visible: z.boolean(),
  is_active: z.boolean(),
  specialization_required: z.boolean(),
  display_order: z.coerce.number().int().min(0).max(PG_INT_MAX),
};

/** POST /api/admin/categories(/advanced): the create/edit modal, with the spec's defaults. */
export const CategoryCreateSchema = z.object({
  ...categoryFields,
  description: categoryFields.description.default(''),
  icon: categoryFields.icon.default('FileText'),
  color: categoryFields.color.default('blue'),
  estimated_procedures: categoryFields.estimated_procedures.default(ESTIMATED_PROCEDURES_MIN),
  is_visible: categoryFields.is_visible.default(true),
  is_active: categoryFields.is_active.default(true),
  specialization_required: categoryFields.specialization_required.default(false),
  display_order: categoryFields.display_order.optional(),
});
export type CategoryCreateInput = z.input<typeof CategoryCreateSchema>;

/** PUT /api/admin/categories/{id}(/advanced): any of the fields (display_order alone to reorder). */
export const CategoryUpdateSchema = z.object(categoryFields).partial();
export type CategoryUpdateInput = z.input<typeof CategoryUpdateSchema>;

/** A list of `{id, order}`, sent bare (spec) or as `{items}`: each id once. */
export const ReorderSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : (value as { items?: unknown } | null)?.items),
  z
    .array(z.object({ id: IntIdSchema, order: z.coerce.number().int().min(0).max(PG_INT_MAX) }), {
      error: CATALOG_ADMIN_MSG.ordenIncompleto,
    })
    .min(1, CATALOG_ADMIN_MSG.ordenIncompleto)
    .max(1000)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: CATALOG_ADMIN_MSG.ordenIncompleto,
    }),
);
export type ReorderInput = z.infer<typeof ReorderSchema>;

/** GET /api/admin/categories/detailed: every category (hidden and inactive too), with its figures. */
export const AdminCategorySchema = CategorySchema.extend({
  /** Procedures of any state (archived included): a category with any cannot be deleted. */
  all_tramites_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** Required documents are typed one per line: blank lines are dropped, names trimmed, repeats removed. */
export const RequiredDocumentsSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => {
    const lines = (Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim());
    return [...new Set(lines.filter((line) => line.length > 0))];
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(200, 'Cada documento puede tener hasta 200 caracteres')
          // Issue 25: a requirement never asks for a password (for the e.firma: its .cer and .key only).
          .refine((name) => !namesSecret(name), SECRET_REQUEST_MSG.documento),
      )
      .max(50),
  );

const optionalMoney = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  MoneySchema.nullable(),
);

const tramiteFields = {
  name: NameSchema(CATALOG_ADMIN_MSG.nombreTramite),
  description: z.string().trim().max(2000),
  category_id: z.coerce
    .number({ error: CATALOG_ADMIN_MSG.categoriaRequerida })
    .int(CATALOG_ADMIN_MSG.categoriaRequerida)
    .positive(CATALOG_ADMIN_MSG.categoriaRequerida)
    .max(PG_INT_MAX, CATALOG_ADMIN_MSG.categoriaRequerida),
  price_type: z.enum(PRICE_TYPES, { error: 'Selecciona el tipo de precio' }),
  fixed_price: optionalMoney,
  government_fee: optionalMoney,
  price_from: optionalMoney.refine((value) => value === null || Number(value) > 0, {
    message: CATALOG_ADMIN_MSG.precioDesdePositivo,
  }),
  estimated_time_days: z.coerce
    .number({ error: CATALOG_ADMIN_MSG.dias })
    .int(CATALOG_ADMIN_MSG.dias)
    .min(ESTIMATED_DAYS_MIN, CATALOG_ADMIN_MSG.dias)
    .max(ESTIMATED_DAYS_MAX, CATALOG_ADMIN_MSG.dias),
  required_documents: RequiredDocumentsSchema,
  dependencia: z.string().trim().max(200),
  fundamento_juridico: z.string().trim().max(500),
  modalidad: z.enum(MODALIDADES, { error: 'Selecciona la modalidad' }),
  vigencia: z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(200).nullable()),
  sensitive_data: z.boolean({ error: 'Indica si el trámite trata datos sensibles' }),
};

/** A fixed price needs its amount; a quoted procedure has none, and only it may say "desde". */
function requirePriceWhenFixed(
  value: { price_type?: string; fixed_price?: string | null; price_from?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.price_type === 'fijo' && (value.fixed_price === null || value.fixed_price === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['fixed_price'], message: CATALOG_ADMIN_MSG.precioFijoRequerido });
  }
  if (value.price_type === 'fijo' && value.price_from !== null && value.price_from !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['price_from'],
      message: CATALOG_ADMIN_MSG.precioDesdeSoloVariable,
    });
  }
}

/** POST /api/admin/tramites: the create form (spec section 5), with its defaults. */
export const TramiteCreateSchema = z
  .object({
    ...tramiteFields,
    description: tramiteFields.description.default(''),
    price_type: tramiteFields.price_type.default('variable'),
    fixed_price: tramiteFields.fixed_price.default(null),
    government_fee: tramiteFields.government_fee.default(null),
    price_from: tramiteFields.price_from.default(null),
    estimated_time_days: tramiteFields.estimated_time_days.default(ESTIMATED_DAYS_MIN),
    required_documents: tramiteFields.required_documents.default([]),
    dependencia: tramiteFields.dependencia.default(''),
    fundamento_juridico: tramiteFields.fundamento_juridico.default(''),
    modalidad: tramiteFields.modalidad.default('presencial'),
    vigencia: tramiteFields.vigencia.default(null),
    sensitive_data: tramiteFields.sensitive_data.default(false),
  })
  .superRefine(requirePriceWhenFixed);
export type TramiteCreateInput = z.input<typeof TramiteCreateSchema>;

/** PUT /api/admin/tramites/{id}: any field but the category (that is a change of category). */
export const TramiteUpdateSchema = z
  .object(tramiteFields)
  .omit({ category_id: true })
  .partial()
  .superRefine(requirePriceWhenFixed);
export type TramiteUpdateInput = z.input<typeof TramiteUpdateSchema>;

/** GET /api/admin/tramites?category_id=&search=&include_archived= */
export const AdminTramitesQuerySchema = z.object({
  category_id: IntIdSchema.optional().or(z.literal('').transform(() => undefined)),
  search: z.string().trim().max(100).optional(),
  include_archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** A procedure as the back office sees it: archived ones too, with its request figures. */
export const AdminTramiteSchema = TramiteSchema.extend({
  category_name: z.string(),
  requests_count: z.number().int(),
  active_requests_count: z.number().int(),
});
export type AdminTramite = z.infer<typeof AdminTramiteSchema>;

/** DELETE /api/admin/tramites/{id}: deleted, or archived because requests point at it. */
export const TramiteDeleteResultSchema = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type TramiteDeleteResult = z.infer<typeof TramiteDeleteResultSchema>;

export const ChangeCategoryQuerySchema = z.object({
  new_category_id: z.coerce
    .number({ error: CATALOG_ADMIN_MSG.destinoRequerido })
    .int(CATALOG_ADMIN_MSG.destinoRequerido)
    .positive(CATALOG_ADMIN_MSG.destinoRequerido)
    .max(PG_INT_MAX, CATALOG_ADMIN_MSG.destinoRequerido),
});
