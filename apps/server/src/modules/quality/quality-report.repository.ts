import { QUALITY_COMMENTS_MAX } from '@tramites/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { satisfactionRatings, tramiteRequests, tramites, users } from '../../db/schema/index.ts';

/** Which grouping a row of a GROUPING SETS statement belongs to. */
export type QualityGroup = 'gestor' | 'tramite' | 'total';

const groupOf = (byGestor: number, byTramite: number): QualityGroup =>
  byGestor === 0 ? 'gestor' : byTramite === 0 ? 'tramite' : 'total';

export interface CompletionFigures {
  group: QualityGroup;
  gestorId: string | null;
  gestorName: string | null;
  tramiteId: number | null;
  tramiteName: string | null;
  completed: number;
  onTime: number;
}

/**
 * Requests completed in [since, until), per assigned gestor, per procedure and in all, in one statement
 * (GROUPING SETS). On time: the days the clock banked at completion (it stops at terminal statuses and never
 * ran while paused) within the SLA's days.
 */
export async function countCompletions(
  db: DbOrTx,
  params: { since: Date; until: Date },
): Promise<CompletionFigures[]> {
  const rows = await db
    .select({
      byGestor: sql<number>`grouping(${tramiteRequests.assignedGestorId})`.mapWith(Number),
      byTramite: sql<number>`grouping(${tramiteRequests.tramiteId})`.mapWith(Number),
      gestorId: tramiteRequests.assignedGestorId,
      gestorName: users.name,
      tramiteId: tramiteRequests.tramiteId,
      tramiteName: tramites.name,
      completed: sql<number>`count(*)`.mapWith(Number),
      onTime:
        sql<number>`count(*) filter (where ${tramiteRequests.slaConsumedDays} <= ${tramiteRequests.slaDays})`.mapWith(
          Number,
        ),
    })
    .from(tramiteRequests)
    .innerJoin(tramites, eq(tramites.id, tramiteRequests.tramiteId))
    .leftJoin(users, eq(users.id, tramiteRequests.assignedGestorId))
    .where(
      and(
        eq(tramiteRequests.status, 'completado'),
        gte(tramiteRequests.completedAt, params.since),
        lt(tramiteRequests.completedAt, params.until),
      ),
    )
    .groupBy(
      sql`grouping sets ((${tramiteRequests.assignedGestorId}, ${users.name}), (${tramiteRequests.tramiteId}, ${tramites.name}), ())`,
    );
  return rows.map(({ byGestor, byTramite, ...row }) => ({ group: groupOf(byGestor, byTramite), ...row }));
}

export interface RatingFigures {
  group: QualityGroup;
  gestorId: string | null;
  gestorName: string | null;
  tramiteId: number | null;
  tramiteName: string | null;
  ratings: number;
  average: number | null;
  /** The latest commented ratings (json built by the database), or null without any. */
  comments:
    | { tramite_request_id: string; folio: string; stars: number; comment: string; created_at: string }[]
    | null;
}

/**
 * Ratings given in [since, until), per gestor and procedure as they were when rated, and in all, in one
 * statement: count, average stars, and the latest QUALITY_COMMENTS_MAX comments of each group.
 */
export async function summariseRatings(
  db: DbOrTx,
  params: { since: Date; until: Date },
): Promise<RatingFigures[]> {
  const r = satisfactionRatings;
  const rows = await db
    .select({
      byGestor: sql<number>`grouping(${r.gestorId})`.mapWith(Number),
      byTramite: sql<number>`grouping(${r.tramiteId})`.mapWith(Number),
      gestorId: r.gestorId,
      gestorName: users.name,
      tramiteId: r.tramiteId,
      tramiteName: tramites.name,
      ratings: sql<number>`count(*)`.mapWith(Number),
      average: sql<number | null>`round(avg(${r.stars}), 1)::float8`,
      comments: sql<RatingFigures['comments']>`to_json((array_agg(json_build_object(
          'tramite_request_id', ${r.requestId}, 'folio', ${tramiteRequests.folio}, 'stars', ${r.stars},
          'comment', ${r.comment}, 'created_at', ${r.createdAt}
        ) order by ${r.createdAt} desc, ${r.requestId} desc) filter (where ${r.comment} <> ''))[1:${sql.raw(String(QUALITY_COMMENTS_MAX))}])`,
    })
    .from(r)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, r.requestId))
    .innerJoin(tramites, eq(tramites.id, r.tramiteId))
    .leftJoin(users, eq(users.id, r.gestorId))
    .where(and(gte(r.createdAt, params.since), lt(r.createdAt, params.until)))
    .groupBy(sql`grouping sets ((${r.gestorId}, ${users.name}), (${r.tramiteId}, ${tramites.name}), ())`);
  return rows.map(({ byGestor, byTramite, ...row }) => ({ group: groupOf(byGestor, byTramite), ...row }));
}
