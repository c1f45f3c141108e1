import {
  mexicoCityDate,
  QUALITY_MAX_PERIOD_DAYS,
  QUALITY_MESSAGES,
  type QualityFigures,
  type QualityQuery,
  type QualityReport,
} from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import { unprocessable } from '../../lib/app-error.ts';
import {
  type CompletionFigures,
  countCompletions,
  type QualityGroup,
  type RatingFigures,
  summariseRatings,
} from './quality-report.repository.ts';

/** The period without dates: the last 30 days, today included. */
const DEFAULT_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Mexico City midnight of a day (UTC−6 all year since 2022), as the other date filters read it. */
const mexicoCityMidnight = (day: string) => new Date(`${day}T00:00:00-06:00`);

const NO_GESTOR = 'Sin gestor asignado';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function figuresOf(
  completion: CompletionFigures | undefined,
  rating: RatingFigures | undefined,
): QualityFigures {
  const completed = completion?.completed ?? 0;
  const onTime = completion?.onTime ?? 0;
  return {
    completadas: completed,
    a_tiempo: onTime,
    porcentaje_a_tiempo: completed > 0 ? oneDecimal((onTime * 100) / completed) : null,
    calificaciones: rating?.ratings ?? 0,
    promedio_estrellas: rating?.average ?? null,
    comentarios: (rating?.comments ?? []).map((comment) => ({
      ...comment,
      created_at: new Date(comment.created_at).toISOString(),
    })),
  };
}

/** Joins the completions and the ratings of one grouping by its key. */
function byKey<K>(
  group: QualityGroup,
  completions: CompletionFigures[],
  ratings: RatingFigures[],
  keyOf: (row: CompletionFigures | RatingFigures) => K,
) {
  const merged = new Map<K, { completion?: CompletionFigures; rating?: RatingFigures }>();
  for (const row of completions.filter((candidate) => candidate.group === group)) {
    merged.set(keyOf(row), { completion: row });
  }
  for (const row of ratings.filter((candidate) => candidate.group === group)) {
    merged.set(keyOf(row), { ...merged.get(keyOf(row)), rating: row });
  }
  return [...merged.values()];
}

/**
 * GET /api/admin/quality: "% a tiempo" and satisfaction per gestor and per procedure over a period of Mexico
 * City days, in two statements. The lists go from the most completed down (then by name).
 */
export async function getQualityReport(
  db: Database,
  query: QualityQuery,
  now = new Date(),
): Promise<QualityReport> {
  const hasta = query.hasta ?? mexicoCityDate(now);
  const desde = query.desde ?? shiftDay(hasta, -(DEFAULT_PERIOD_DAYS - 1));
  if (desde > hasta) {
    throw unprocessable(QUALITY_MESSAGES.periodoInvertido, 'desde');
  }
  if (Date.parse(hasta) - Date.parse(desde) >= QUALITY_MAX_PERIOD_DAYS * DAY_MS) {
    throw unprocessable(QUALITY_MESSAGES.periodoLargo, 'desde');
  }
  const period = { since: mexicoCityMidnight(desde), until: mexicoCityMidnight(shiftDay(hasta, 1)) };
  const [completions, ratings] = await Promise.all([
    countCompletions(db, period),
    summariseRatings(db, period),
  ]);

  const total = figuresOf(
    completions.find((row) => row.group === 'total'),
    ratings.find((row) => row.group === 'total'),
  );
  const order = (a: QualityFigures & { nombre: string }, b: QualityFigures & { nombre: string }) =>
    b.completadas - a.completadas ||
    b.calificaciones - a.calificaciones ||
    a.nombre.localeCompare(b.nombre, 'es');
  const porGestor = byKey('gestor', completions, ratings, (row) => row.gestorId)
    .map(({ completion, rating }) => ({
      gestor_id: completion?.gestorId ?? rating?.gestorId ?? null,
      nombre: completion?.gestorName ?? rating?.gestorName ?? NO_GESTOR,
      ...figuresOf(completion, rating),
    }))
    .sort(order);
  const porTramite = byKey('tramite', completions, ratings, (row) => row.tramiteId)
    .map(({ completion, rating }) => ({
      tramite_id: (completion?.tramiteId ?? rating?.tramiteId)!,
      nombre: completion?.tramiteName ?? rating?.tramiteName ?? '',
      ...figuresOf(completion, rating),
    }))
    .sort(order);
  return { desde, hasta, total, por_gestor: porGestor, por_tramite: porTramite };
}
