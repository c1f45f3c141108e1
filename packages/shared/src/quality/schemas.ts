import { z } from 'zod';
import { CalendarDateSchema } from '../validation/safe-input.ts';

/** The client's rating of a completed request (issue 27): 1–5 stars, an optional comment. */
export const SATISFACTION_COMMENT_MAX = 1000;

export const QUALITY_MESSAGES = {
  estrellas: 'Elige de 1 a 5 estrellas',
  comentarioLargo: `El comentario no puede pasar de ${SATISFACTION_COMMENT_MAX} caracteres`,
  comentarioInvalido: 'El comentario contiene caracteres no permitidos',
  soloCliente: 'Solo el cliente de la solicitud puede calificarla',
  noCompletada: 'Solo se puede calificar una solicitud completada',
  yaCalificada: 'Ya calificaste esta solicitud. ¡Gracias!',
  periodoInvertido: 'La fecha «desde» no puede ser posterior a «hasta»',
  periodoLargo: 'El periodo no puede pasar de 366 días',
} as const;

export const SatisfactionInputSchema = z.object({
  stars: z
    .number({ error: QUALITY_MESSAGES.estrellas })
    .int(QUALITY_MESSAGES.estrellas)
    .min(1, QUALITY_MESSAGES.estrellas)
    .max(5, QUALITY_MESSAGES.estrellas),
  comment: z
    .string()
    .trim()
    .max(SATISFACTION_COMMENT_MAX, QUALITY_MESSAGES.comentarioLargo)
    .refine((value) => !value.includes('\u0000'), QUALITY_MESSAGES.comentarioInvalido)
    .optional()
    .default(''),
});
export type SatisfactionInput = z.input<typeof SatisfactionInputSchema>;

export const SatisfactionSchema = z.object({
  tramite_request_id: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export type Satisfaction = z.infer<typeof SatisfactionSchema>;

/** GET /api/solicitudes/{id}/satisfaction: the rating, or null while the client has not rated. */
export const SatisfactionStateSchema = z.object({ satisfaction: SatisfactionSchema.nullable() });
export type SatisfactionState = z.infer<typeof SatisfactionStateSchema>;

/** The longest period the quality report covers in one call (a year, leap day included). */
export const QUALITY_MAX_PERIOD_DAYS = 366;

/** GET /api/admin/quality: Mexico City days, both included; without them, the last 30 days. */
export const QualityQuerySchema = z.object({
  desde: CalendarDateSchema.optional(),
  hasta: CalendarDateSchema.optional(),
});
export type QualityQuery = z.infer<typeof QualityQuerySchema>;

export const QualityCommentSchema = z.object({
  tramite_request_id: z.string(),
  folio: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export type QualityComment = z.infer<typeof QualityCommentSchema>;

/** One gestor's or one procedure's figures (or the whole period's, without id and name). */
export const QualityFiguresSchema = z.object({
  /** Requests completed in the period. */
  completadas: z.number().int(),
  /** Of those, completed within their SLA business days. */
  a_tiempo: z.number().int(),
  /** 0–100 with one decimal; null with nothing completed. */
  porcentaje_a_tiempo: z.number().nullable(),
  /** Ratings given in the period. */
  calificaciones: z.number().int(),
  /** Average stars with one decimal; null without ratings. */
  promedio_estrellas: z.number().nullable(),
  /** Ratings with a comment, latest first (at most QUALITY_COMMENTS_MAX). */
  comentarios: z.array(QualityCommentSchema),
});
export type QualityFigures = z.infer<typeof QualityFiguresSchema>;

/** Comments listed per gestor or procedure: the latest; the count and average cover all. */
export const QUALITY_COMMENTS_MAX = 20;

export const QualityReportSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  total: QualityFiguresSchema,
  por_gestor: z.array(
    QualityFiguresSchema.extend({
      /** Null: requests completed or rated without an assigned gestor. */
      gestor_id: z.string().nullable(),
      nombre: z.string(),
    }),
  ),
  por_tramite: z.array(QualityFiguresSchema.extend({ tramite_id: z.number().int(), nombre: z.string() })),
});
export type QualityReport = z.infer<typeof QualityReportSchema>;
