import { foldAccents, type ListSort, type RequestStatus, type Role } from '@tramites/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared.ts';
import {
  categories,
  chatMessages,
  chatReadStates,
  folioSequence,
  payments,
  type RequestRow,
  refunds,
  tramiteRequests,
  tramites,
  users,
} from '../../db/schema/index.ts';

export type { RequestRow };

/** Which requests a user may see: a cliente their own, a gestor those assigned, an admin all. */
export type RequestScope =
  | { kind: 'all' }
  | { kind: 'client'; userId: string }
  | { kind: 'gestor'; userId: string };

const gestorUser = alias(users, 'gestor_user');
const clientUser = alias(users, 'client_user');

/** Who reads a list: the unread counts are theirs. */
export interface Viewer {
  id: string;
  role: Role;
}

/**
 * Where unread starts when the viewer never read a chat: every message for its client and gestor; none
 * for an admin, who oversees every request and follows a chat only once they read or write in it.
 */
const unreadFloor = (viewer: Viewer) => (viewer.role === 'admin' ? 'infinity' : '-infinity');

/**
 * Messages a person other than the viewer wrote (never system ones) after the viewer's last read of
 * this request: a correlated count per row, served by chat_read_states' key and chat_messages
 * (request_id, created_at).
 */
const unreadCountOf = (viewer: Viewer, bind: Bind) =>
  sql<number>`(
    select count(*)::int from ${chatMessages} m
    where m.request_id = ${tramiteRequests.id}
      and not m.is_system_message
      and m.sender_id <> ${bind('viewerId', viewer.id)}
      and m.created_at > coalesce(
        (select s.last_read_at from ${chatReadStates} s
         where s.user_id = ${bind('viewerId', viewer.id)} and s.request_id = ${tramiteRequests.id}),
        ${bind('unreadFloor', unreadFloor(viewer))}::timestamptz)
  )`.mapWith(Number);

/**
 * A value of a statement: the value itself, or (in a prepared list) a placeholder of that name, the
 * value passed when the statement runs. One way to write a condition for both.
 */
type Bind = <T>(name: string, value: T) => T;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;

const enrichedColumns = (viewer: Viewer, bind: Bind = asValue) => ({
  request: tramiteRequests,
  tramiteName: tramites.name,
  categoryName: categories.name,
  clientName: clientUser.name,
  gestorName: gestorUser.name,
  unreadCount: unreadCountOf(viewer, bind),
});
export interface EnrichedRow {
  request: RequestRow;
  tramiteName: string;
  categoryName: string;
  clientName: string;
  gestorName: string | null;
  unreadCount: number;
}

function enrichedQuery<Extra extends SelectedFields>(
  db: DbOrTx,
  viewer: Viewer,
  extra?: Extra,
  bind: Bind = asValue,
) {
  return db
    .select({ ...enrichedColumns(viewer, bind), ...(extra as Extra) })
    .from(tramiteRequests)
    .innerJoin(tramites, eq(tramites.id, tramiteRequests.tramiteId))
    .innerJoin(categories, eq(categories.id, tramites.categoryId))
    .innerJoin(clientUser, eq(clientUser.id, tramiteRequests.clientId))
    .leftJoin(gestorUser, eq(gestorUser.id, tramiteRequests.assignedGestorId));
}

export function scopeCondition(scope: RequestScope, bind: Bind = asValue): SQL | undefined {
  if (scope.kind === 'client') {
    return eq(tramiteRequests.clientId, bind('userId', scope.userId));
  }
  if (scope.kind === 'gestor') {
    return eq(tramiteRequests.assignedGestorId, bind('userId', scope.userId));
  }
  return undefined;
}

export async function nextFolio(db: DbOrTx, year: number): Promise<string> {
  const result = await db.execute<{ value: string }>(sql`select nextval(${folioSequence.seqName}) as value`);
  const value = Number((result as unknown as { rows: { value: string }[] }).rows[0]!.value);
  return `TMX-${year}-${String(value).padStart(6, '0')}`;
}

export async function insertRequest(
  db: DbOrTx,
  values: typeof tramiteRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await db.insert(tramiteRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  values: Partial<typeof tramiteRequests.$inferInsert>,
): Promise<RequestRow> {
  const [row] = await db
    .update(tramiteRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tramiteRequests.id, id))
    .returning();
  return row!;
}

/** Locks the row for the rest of the transaction so two moves of one request never interleave. */
export async function findRequestForUpdate(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id)).for('update');
  return row;
}

export async function findRequestRow(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id)).limit(1);
  return row;
}

export async function findEnrichedById(
  db: DbOrTx,
  id: string,
  viewer: Viewer,
): Promise<EnrichedRow | undefined> {
  const [row] = await enrichedQuery(db, viewer).where(eq(tramiteRequests.id, id)).limit(1);
  return row;
}

const requestDetail = preparedPerDatabase((db) =>
  db
    .select({
      request: tramiteRequests,
      clientName: clientUser.name,
      gestorName: gestorUser.name,
      // The viewer's values are placeholders, bound at each run.
      unreadCount: unreadCountOf({ id: '', role: 'cliente' }, asPlaceholder),
      client: { email: clientUser.email, phone: clientUser.phone },
      gestorEmail: gestorUser.email,
    })
    .from(tramiteRequests)
    .innerJoin(clientUser, eq(clientUser.id, tramiteRequests.clientId))
    .leftJoin(gestorUser, eq(gestorUser.id, tramiteRequests.assignedGestorId))
    .where(eq(tramiteRequests.id, sql.placeholder('id')))
    .prepare('request_detail'),
);

/**
 * The request of a detail page in one prepared statement, with what it needs from other tables that
 * the catalogue cache does not hold: its unread count and its client's and gestor's names and contact
 * (the procedure's and category's names are the caller's, from memory). Read once, before the access
 * check (the caller's).
 */
export async function findRequestDetail(db: Database, id: string, viewer: Viewer) {
  const [row] = await requestDetail(db).execute({
    id,
    viewerId: viewer.id,
    unreadFloor: unreadFloor(viewer),
  });
  return row;
}

const SORTS: Record<ListSort, SQL[]> = {
  fecha_desc: [desc(tramiteRequests.createdAt), desc(tramiteRequests.id)],
  fecha_asc: [asc(tramiteRequests.createdAt), asc(tramiteRequests.id)],
  tramite: [asc(tramiteRequests.tramiteName), desc(tramiteRequests.createdAt), desc(tramiteRequests.id)],
  estado: [asc(tramiteRequests.status), desc(tramiteRequests.createdAt), desc(tramiteRequests.id)],
  vencimiento: [
    sql`${tramiteRequests.dueDate} asc nulls last`,
    desc(tramiteRequests.createdAt),
    desc(tramiteRequests.id),
  ],
};

export interface ListFilters {
  scope: RequestScope;
  viewer: Viewer;
  search?: string;
  status?: RequestStatus;
  clienteId?: string;
  sort: ListSort;
  limit: number;
  offset: number;
}

/** The search as a LIKE pattern on the stored text, or undefined for no search. */
function searchPattern(search: string | undefined): string | undefined {
  // The stored text is lower-case and accent-free; so must the term be ('Inscripción' finds 'inscripcion').
  const term = search ? foldAccents(search.trim()) : '';
  return term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
}

function filterConditions(
  filters: Omit<ListFilters, 'sort' | 'limit' | 'offset' | 'viewer'>,
  bind: Bind = asValue,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(filters.scope, bind)];
  if (filters.status) {
    conditions.push(eq(tramiteRequests.status, bind('status', filters.status)));
  }
  if (filters.clienteId) {
    conditions.push(eq(tramiteRequests.clientId, bind('clienteId', filters.clienteId)));
  }
  const pattern = searchPattern(filters.search);
  if (pattern) {
    conditions.push(sql`${tramiteRequests.searchText} like ${bind('pattern', pattern)}`);
  }
  return and(...conditions);
}

/** Counting stops here: past it, lists say "more than" instead of scanning every row. */
export const LIST_COUNT_CAP = 10_000;

/**
 * A page of requests in one statement: the page's ids from tramite_requests alone (an index serves every
 * filter and sort), the joins for those ids only, and the total counted up to LIST_COUNT_CAP in a scalar
 * subquery (planned once, not per row). A page past the end has no row to carry the total: only then is it
 * counted on its own.
 */
export async function listEnriched(
  db: Database,
  filters: ListFilters,
): Promise<{ rows: EnrichedRow[]; total: number; totalIsCapped: boolean }> {
  const rows = await preparedPage(db, filters).execute({
    userId: filters.scope.kind === 'all' ? undefined : filters.scope.userId,
    viewerId: filters.viewer.id,
    unreadFloor: unreadFloor(filters.viewer),
    status: filters.status,
    clienteId: filters.clienteId,
    pattern: searchPattern(filters.search),
    limit: filters.limit,
    offset: filters.offset,
  });
  const counted =
    rows[0]?.counted ?? (filters.offset === 0 ? 0 : await countCapped(db, filterConditions(filters)));
  return {
    rows: rows.map(({ counted: _, ...row }) => row),
    total: Math.min(counted, LIST_COUNT_CAP),
    totalIsCapped: counted > LIST_COUNT_CAP,
  };
}

/** The page statement of one shape of list (its filters' placeholders, bound when it runs). */
function pageStatement(db: Database, filters: ListFilters, name: string) {
  const where = filterConditions(filters, asPlaceholder);
  const page = db
    .select({ id: tramiteRequests.id })
    .from(tramiteRequests)
    .where(where)
    .orderBy(...SORTS[filters.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return enrichedQuery(db, filters.viewer, { counted: cappedCount(where) }, asPlaceholder)
    .innerJoin(page, eq(page.id, tramiteRequests.id))
    .orderBy(...SORTS[filters.sort])
    .prepare(name);
}

/**
 * Prepared once per database and shape (scope, sort, which filters are set: a few dozen at most):
 * Drizzle builds the SQL once, and PostgreSQL plans a named statement once per connection.
 */
const pageStatements = preparedPerShape<ReturnType<typeof pageStatement>>();
function preparedPage(db: Database, filters: ListFilters) {
  const flags = [
    filters.status && 'status',
    filters.clienteId && 'client',
    searchPattern(filters.search) && 'search',
  ];
  const name = ['requests_page', filters.scope.kind, filters.sort, ...flags.filter(Boolean)].join('_');
  return pageStatements(db, name, () => pageStatement(db, filters, name));
}

/** The rows matching `where`, counted up to one past LIST_COUNT_CAP. */
const cappedCountSql = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${tramiteRequests} where ${where ?? sql`true`} limit ${LIST_COUNT_CAP + 1}) capped)`;
const cappedCount = (where: SQL | undefined) => cappedCountSql(where).mapWith(Number);

async function countCapped(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const result = await db.execute<{ value: number }>(sql`select ${cappedCountSql(where)} as value`);
  return Number((result as unknown as { rows: { value: number }[] }).rows[0]?.value ?? 0);
}

export async function summarize(db: DbOrTx, scope: RequestScope) {
  const [row] = await db
    .select({
      total: count(),
      completados: sql<number>`count(*) filter (where ${tramiteRequests.status} = 'completado')`.mapWith(
        Number,
      ),
      cancelados: sql<number>`count(*) filter (where ${tramiteRequests.status} = 'cancelado')`.mapWith(
        Number,
      ),
      enProceso:
        sql<number>`count(*) filter (where ${tramiteRequests.status} not in ('completado', 'cancelado', 'cotizacion_solicitada', 'cotizacion_enviada'))`.mapWith(
          Number,
        ),
      sinGestor:
        sql<number>`count(*) filter (where ${tramiteRequests.assignedGestorId} is null and ${isOpenStatus(tramiteRequests.status)})`.mapWith(
          Number,
        ),
    })
    .from(tramiteRequests)
    .where(scopeCondition(scope));
  return row!;
}

const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The statuses each dashboard figure counts (fixed lists: part of the prepared statement). */
export interface DashboardStatuses {
  active: readonly RequestStatus[];
  completed: readonly RequestStatus[];
  inProgress: readonly RequestStatus[];
}

/**
 * The dashboard's figures for `scope` in one statement: the counts by status over the scope's requests
 * (client_id or assigned_gestor_id indexes), the sum of their payments and the viewer's unread messages
 * as scalar subqueries. Prepared once per database and shape (the scope's kind, and whether the viewer
 * is an admin): the user ids are bound when it runs.
 */
export async function dashboardFigures(
  db: Database,
  scope: RequestScope,
  viewer: Viewer,
  statuses: DashboardStatuses,
) {
  const shape = { scopeKind: scope.kind, viewerIsAdmin: viewer.role === 'admin' };
  const [row] = await preparedDashboard(db, shape, statuses).execute({
    userId: scope.kind === 'all' ? undefined : scope.userId,
    viewerId: viewer.id,
  });
  return row!;
}

type DashboardShape = { scopeKind: RequestScope['kind']; viewerIsAdmin: boolean };

function dashboardStatement(db: Database, shape: DashboardShape, statuses: DashboardStatuses) {
  // A placeholder user id for the scope's condition: bound as `userId` when the statement runs.
  const scope: RequestScope =
    shape.scopeKind === 'all' ? { kind: 'all' } : { kind: shape.scopeKind, userId: '' };
  const where = scopeCondition(scope, asPlaceholder);
  // What was paid and kept: money flagged for refund does not count, and refunds are taken off.
  const paid = db
    .select({
      total: sql`coalesce(sum(${payments.amount} - coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'fallido'), 0)), 0)`,
    })
    .from(payments)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, payments.requestId))
    .where(and(where, isNull(payments.reviewReason)));
  const viewer = { id: sql.placeholder('viewerId') as unknown as string, admin: shape.viewerIsAdmin };
  return db
    .select({
      active: countWhere(inArray(tramiteRequests.status, [...statuses.active])),
      completed: countWhere(inArray(tramiteRequests.status, [...statuses.completed])),
      inProgress: countWhere(inArray(tramiteRequests.status, [...statuses.inProgress])),
      spent: sql<number>`(${paid})`.mapWith(Number),
      unread: sql<number>`(${unreadMessagesQuery(db, where, viewer)})`.mapWith(Number),
    })
    .from(tramiteRequests)
    .where(where)
    .prepare(`dashboard_${shape.scopeKind}${shape.viewerIsAdmin ? '_admin' : ''}`);
}

const dashboardStatements = preparedPerShape<ReturnType<typeof dashboardStatement>>();
function preparedDashboard(db: Database, shape: DashboardShape, statuses: DashboardStatuses) {
  const name = `${shape.scopeKind}:${shape.viewerIsAdmin}`;
  return dashboardStatements(db, name, () => dashboardStatement(db, shape, statuses));
}

/**
 * The viewer's unread messages over the open requests of the scope (`where`: a closed case's chat is
 * read-only, and a gestor's closed cases pile up: the total stays proportional to the work in hand). For an
 * admin, over the chats they follow (a read position of theirs), not every chat of every request.
 */
function unreadMessagesQuery(db: DbOrTx, where: SQL | undefined, viewer: { id: string; admin: boolean }) {
  // Written by a person other than the viewer: system messages (no sender) never count.
  const notMine = sql`not ${chatMessages.isSystemMessage} and ${chatMessages.senderId} <> ${viewer.id}`;
  if (viewer.admin) {
    return db
      .select({ value: count() })
      .from(chatReadStates)
      .innerJoin(tramiteRequests, and(eq(tramiteRequests.id, chatReadStates.requestId), openStatuses))
      .innerJoin(chatMessages, eq(chatMessages.requestId, chatReadStates.requestId))
      .where(
        and(
          eq(chatReadStates.userId, viewer.id),
          sql`${chatMessages.createdAt} > ${chatReadStates.lastReadAt}`,
          notMine,
        ),
      );
  }
  return db
    .select({ value: count() })
    .from(tramiteRequests)
    .innerJoin(chatMessages, eq(chatMessages.requestId, tramiteRequests.id))
    .leftJoin(
      chatReadStates,
      and(eq(chatReadStates.userId, viewer.id), eq(chatReadStates.requestId, tramiteRequests.id)),
    )
    .where(
      and(
        where,
        openStatuses,
        notMine,
        sql`${chatMessages.createdAt} > coalesce(${chatReadStates.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    );
}

/** Not completed nor cancelled: the unread total and a bulk reassignment count open requests only. */
const openStatuses = isOpenStatus(tramiteRequests.status);

/** Open requests assigned to a gestor, oldest first, locked for a bulk reassignment. */
export async function lockOpenRequestsOfGestor(db: DbOrTx, gestorId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(tramiteRequests)
    .where(and(eq(tramiteRequests.assignedGestorId, gestorId), openStatuses))
    .orderBy(asc(tramiteRequests.createdAt))
    .for('update');
}
