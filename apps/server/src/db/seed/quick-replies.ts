import { count, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { quickReplies } from '../schema/index.ts';

/**
 * The gestoría's ready replies of the demo (issue 27), with every variable in use, so that "/" in the chat
 * has something to offer. Seeded while the gestoría has none: an admin who edits them keeps the edits.
 */
export const DEMO_QUICK_REPLIES = [
  {
    title: 'Bienvenida',
    body: 'Hola {nombre}, soy tu gestor para el trámite {tramite} (folio {folio}). Cualquier duda, escríbeme aquí.',
  },
  {
    title: 'Faltan documentos',
    body: 'Hola {nombre}, para avanzar con tu {tramite} nos faltan: {documentos_pendientes}. Puedes subirlos desde "Documentos y seguimiento".',
  },
  {
    title: 'Cotización enviada',
    body: 'Hola {nombre}, ya tienes la cotización de tu {tramite}: {total}. Revísala y acéptala en la solicitud {folio} para continuar.',
  },
  {
    title: 'Fecha estimada',
    body: 'Hola {nombre}, tu trámite {folio} va en tiempo: la fecha compromiso de entrega es el {fecha_estimada}.',
  },
  {
    title: 'Documentos aprobados',
    body: 'Hola {nombre}, aprobamos tus documentos del trámite {tramite}. Ya estamos trabajando en él; te avisaremos de cada avance.',
  },
] as const;

export async function seedDemoQuickReplies(db: Database): Promise<void> {
  const [existing] = await db
    .select({ value: count() })
    .from(quickReplies)
    .where(isNull(quickReplies.ownerId));
  if ((existing?.value ?? 0) > 0) {
    return;
  }
  await db.insert(quickReplies).values(DEMO_QUICK_REPLIES.map((reply) => ({ ...reply, ownerId: null })));
}
