import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { RequestFlow } from '../../test/request-flow.ts';

/** A request of the demo client walked to completado by the demo gestor: paid, documents approved, delivered. */
export async function completedRequest(flow: RequestFlow): Promise<{ id: string; folio: string }> {
  const request = await flow.createRequest();
  await flow.pay(request.id);
  for (const name of flow.fixedTramite.requiredDocuments) {
    await flow.approve(await flow.upload(request.id, name));
  }
  await flow.changeStatus(request.id, 'listo_para_entrega', flow.tokens.gestor);
  await flow.changeStatus(request.id, 'completado', flow.tokens.gestor);
  return request;
}

/** The notifications of one kind about one request, with whom they went to. */
export async function notificationsOf(db: Database, requestId: string, kind: string) {
  return db
    .select({ userId: notifications.userId, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, kind)));
}
