import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { satisfactionRatings, tramiteRequests, users } from '../db/schema/index.ts';

/**
 * Demo mode, with the sample requests: one completed request of another demo client (never cliente@demo.mx's,
 * who can still rate their own) carries a rating, so the admin's 'Calidad' tab shows a satisfaction with a
 * comment from the start. Inserted as it stands (no notification): it is sample data.
 */
export async function seedDemoSatisfaction(db: Database): Promise<void> {
  const [request] = await db
    .select({
      id: tramiteRequests.id,
      clientId: tramiteRequests.clientId,
      gestorId: tramiteRequests.assignedGestorId,
      tramiteId: tramiteRequests.tramiteId,
    })
    .from(tramiteRequests)
    .innerJoin(users, eq(users.id, tramiteRequests.clientId))
    .where(and(eq(tramiteRequests.status, 'completado'), ne(users.email, 'cliente@demo.mx')))
    .orderBy(asc(tramiteRequests.createdAt))
    .limit(1);
  if (!request) {
    return;
  }
  await db
    .insert(satisfactionRatings)
    .values({
      requestId: request.id,
      clientId: request.clientId,
      gestorId: request.gestorId,
      tramiteId: request.tramiteId,
      stars: 4,
      comment:
        'Me avisaron de cada paso y entregaron antes de lo prometido. Solo tardaron un poco en el chat.',
    })
    .onConflictDoNothing();
}
