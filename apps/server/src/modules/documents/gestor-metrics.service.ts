import { type GestorMetrics, mexicoCityDate } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { documentScopeFor, mexicoCityMidnight } from './document-dto.ts';
import { countScopeDocuments, summarizeReviews } from './documents.repository.ts';

function mondayOf(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** GET /api/gestor/metrics: real counts; a gestor's own reviews and requests, an admin's everybody's. */
export async function getGestorMetrics(db: Database, actor: Actor, now = new Date()): Promise<GestorMetrics> {
  const scope = documentScopeFor(actor);
  if (!scope) {
    return {
      hoy: 0,
      esta_semana: 0,
      tiempo_promedio: 0,
      total_revisados: 0,
      pendientes: 0,
      documentos_totales: 0,
    };
  }
  const today = mexicoCityDate(now);
  const [reviews, documentsInScope] = await Promise.all([
    summarizeReviews(db, {
      reviewerId: scope.kind === 'gestor' ? actor.id : undefined,
      todayStart: mexicoCityMidnight(today),
      weekStart: mexicoCityMidnight(mondayOf(today)),
    }),
    countScopeDocuments(db, scope),
  ]);
  return {
    hoy: reviews.today,
    esta_semana: reviews.week,
    tiempo_promedio: reviews.averageDays === null ? 0 : Math.round(reviews.averageDays * 10) / 10,
    total_revisados: reviews.total,
    pendientes: documentsInScope.pending,
    documentos_totales: documentsInScope.total,
  };
}
