import { type DocumentStatus, foldAccents } from '@tramites/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { documentReviews, documents, tramiteRequests, tramites, users } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** Whose documents a staff member works on: a gestor those of their assigned requests, an admin all. */
/** lower() and the Spanish accents removed in SQL, matching foldAccents for names. */
const accentFree = (column: AnyPgColumn) => sql`translate(lower(${column}), 'áéíóúüñàèìòù', 'aeiouunaeiou')`;

export type DocumentScope = { kind: 'all' } | { kind: 'gestor'; userId: string };

const clientUser = alias(users, 'client_user');
const reviewerUser = alias(users, 'reviewer_user');

function scopeCondition(scope: DocumentScope): SQL | undefined {
  return scope.kind === 'gestor' ? eq(tramiteRequests.assignedGestorId, scope.userId) : undefined;
}

/** Documents of requests still open: those of completed or cancelled requests are no longer reviewed. */
const openRequest = isOpenStatus(tramiteRequests.status);

/** Current versions of the named requirements of a request, by status (uploaded = not rejected). */
export async function countCurrentByStatus(
  db: DbOrTx,
  requestId: string,
  requiredNames: string[],
): Promise<{ uploaded: number; approved: number; rejected: number }> {
  const [row] = await db
    .select({
      uploaded: sql<number>`count(*) filter (where ${documents.status} <> 'rejected')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${documents.status} = 'approved')`.mapWith(Number),
      rejected: sql<number>`count(*) filter (where ${documents.status} = 'rejected')`.mapWith(Number),
    })
    .from(documents)
    .where(
      and(
        eq(documents.requestId, requestId),
        eq(documents.isCurrent, true),
        inArray(documents.requiredName, requiredNames),
      ),
    );
  return { uploaded: row?.uploaded ?? 0, approved: row?.approved ?? 0, rejected: row?.rejected ?? 0 };
}

export async function findLatestVersion(
  db: DbOrTx,
  requestId: string,
  requiredName: string,
): Promise<number> {
  const [row] = await db
    .select({ value: max(documents.version) })
    .from(documents)
    .where(and(eq(documents.requestId, requestId), eq(documents.requiredName, requiredName)));
  return row?.value ?? 0;
}

/** Clears `is_current` on the requirement's current version; returns its id, if there was one. */
export async function retireCurrentVersion(
  db: DbOrTx,
  requestId: string,
  requiredName: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(documents)
    .set({ isCurrent: false, updatedAt: new Date() })
    .where(
      and(
        eq(documents.requestId, requestId),
        eq(documents.requiredName, requiredName),
        eq(documents.isCurrent, true),
      ),
    )
    .returning({ id: documents.id });
  return row?.id;
}

export async function insertDocument(
  db: DbOrTx,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function findDocumentById(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function lockDocument(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

export async function updateDocument(
  db: DbOrTx,
  id: string,
  values: Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documents.id, id))
    .returning();
  return row!;
}

export async function insertDocumentReview(
  db: DbOrTx,
  values: typeof documentReviews.$inferInsert,
): Promise<void> {
  await db.insert(documentReviews).values(values);
}

const requestWithDocuments = preparedPerDatabase((db) =>
  db
    .select({
      request: {
        clientId: tramiteRequests.clientId,
        assignedGestorId: tramiteRequests.assignedGestorId,
        tramiteId: tramiteRequests.tramiteId,
        tramiteName: tramiteRequests.tramiteName,
        formTemplateId: tramiteRequests.formTemplateId,
        formVersion: tramiteRequests.formVersion,
        formAnswers: tramiteRequests.formAnswers,
        derechosIncluded: tramiteRequests.derechosIncluded,
        // Until when a closed request's files are kept (the retention purge, issue 25).
        status: tramiteRequests.status,
        closedAt: tramiteRequests.closedAt,
        purgeWarnedAt: tramiteRequests.purgeWarnedAt,
      },
      // What the status page shows of a version (not its storage key, checksum or uploader).
      document: {
        id: documents.id,
        requiredName: documents.requiredName,
        version: documents.version,
        isCurrent: documents.isCurrent,
        status: documents.status,
        originalFilename: documents.originalFilename,
        contentType: documents.contentType,
        sizeBytes: documents.sizeBytes,
        reviewedAt: documents.reviewedAt,
        reviewNotes: documents.reviewNotes,
        rejectionReason: documents.rejectionReason,
        createdAt: documents.createdAt,
        updatedAt: documents.updatedAt,
        purgedAt: documents.purgedAt,
      },
      reviewId: documentReviews.id,
      reviewStatus: documentReviews.status,
      reviewNotes: documentReviews.reviewNotes,
      reviewedAt: documentReviews.reviewedAt,
      reviewerName: reviewerUser.name,
    })
    .from(tramiteRequests)
    .leftJoin(documents, eq(documents.requestId, tramiteRequests.id))
    .leftJoin(documentReviews, eq(documentReviews.documentId, documents.id))
    .leftJoin(reviewerUser, eq(reviewerUser.id, documentReviews.reviewerId))
    .where(eq(tramiteRequests.id, sql.placeholder('requestId')))
    .orderBy(asc(documents.requiredName), desc(documents.version), asc(documentReviews.reviewedAt))
    .prepare('request_with_documents'),
);

/**
 * A request's document status in one prepared statement: from the request, what its access check and
 * its requirements need (one read of the row), then every version of every requirement (newest version
 * first), each with its reviews and their reviewer's name (a version once per review, or once with no
 * review; no document at all: one row with the request alone).
 */
export async function findRequestWithDocuments(db: Database, requestId: string) {
  return requestWithDocuments(db).execute({ requestId });
}

const listColumns = {
  id: documents.id,
  status: documents.status,
  requiredName: documents.requiredName,
  filename: documents.originalFilename,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
  reviewedAt: documents.reviewedAt,
  purgedAt: documents.purgedAt,
  requestId: documents.requestId,
  folio: tramiteRequests.folio,
  clientName: clientUser.name,
  tramiteName: tramites.name,
};
export interface DocumentListRow {
  id: string;
  status: DocumentStatus;
  requiredName: string;
  filename: string;
  sizeBytes: number;
  createdAt: Date;
  reviewedAt: Date | null;
  purgedAt: Date | null;
  requestId: string;
  folio: string;
  clientName: string;
  tramiteName: string;
}

/** The list's columns, and the total of the matches on every row (a window, counted before the limit). */
function currentDocumentsQuery(db: DbOrTx) {
  return db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documents)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, documents.requestId))
    .innerJoin(tramites, eq(tramites.id, tramiteRequests.tramiteId))
    .innerJoin(clientUser, eq(clientUser.id, tramiteRequests.clientId));
}

function countCurrentDocuments(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ value: count() })
    .from(documents)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, documents.requestId))
    .innerJoin(clientUser, eq(clientUser.id, tramiteRequests.clientId))
    .where(where);
}

export interface DocumentListFilters {
  scope: DocumentScope;
  /** A document status, or `in_review`: pending documents of requests in documentos_en_revision. */
  status?: DocumentStatus | 'in_review';
  /** Matches the client's name (account name or the name on the request form) or the request's folio. */
  search?: string;
  /** Uploaded at or after this instant. */
  since?: Date;
  /** Only requests that are neither completed nor cancelled. */
  onlyOpenRequests: boolean;
  order: 'oldest' | 'newest';
  limit: number;
  offset: number;
}

/** Current versions, filtered and paginated on the server. */
export async function listCurrentDocuments(
  db: DbOrTx,
  filters: DocumentListFilters,
): Promise<{ rows: DocumentListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(documents.isCurrent, true), scopeCondition(filters.scope)];
  if (filters.onlyOpenRequests) {
    conditions.push(openRequest);
  }
  if (filters.status === 'in_review') {
    conditions.push(eq(documents.status, 'pending'), eq(tramiteRequests.status, 'documentos_en_revision'));
  } else if (filters.status) {
    conditions.push(eq(documents.status, filters.status));
  }
  if (filters.since) {
    conditions.push(gte(documents.createdAt, filters.since));
  }
  const term = filters.search?.trim();
  if (term) {
    // Accent- and case-insensitive on both sides: 'maria' finds 'María'; 'tmx-2026-000016' or '000016' the folio.
    const pattern = `%${foldAccents(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        sql`${accentFree(clientUser.name)} like ${pattern}`,
        sql`${accentFree(tramiteRequests.nombreCompleto)} like ${pattern}`,
        sql`lower(${tramiteRequests.folio}) like ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const order =
    filters.order === 'oldest'
      ? [asc(documents.createdAt), asc(documents.id)]
      : [desc(documents.createdAt), desc(documents.id)];
  // One statement: the total rides on the rows. A page past the end has no row to carry it: only then
  // is it counted on its own.
  const rows = await currentDocumentsQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(filters.limit)
    .offset(filters.offset);
  const total =
    rows[0]?.total ?? (filters.offset === 0 ? 0 : ((await countCurrentDocuments(db, where))[0]?.value ?? 0));
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** Review counts and average review time (in days) for one reviewer, or for everybody. */
export async function summarizeReviews(
  db: DbOrTx,
  params: { reviewerId?: string; todayStart: Date; weekStart: Date },
) {
  const [row] = await db
    .select({
      today:
        sql<number>`count(*) filter (where ${documentReviews.reviewedAt} >= ${params.todayStart})`.mapWith(
          Number,
        ),
      week: sql<number>`count(*) filter (where ${documentReviews.reviewedAt} >= ${params.weekStart})`.mapWith(
        Number,
      ),
      total: count(),
      averageDays: sql<
        number | null
      >`avg(extract(epoch from (${documentReviews.reviewedAt} - ${documents.createdAt}))) / 86400`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(documentReviews)
    .innerJoin(documents, eq(documents.id, documentReviews.documentId))
    .where(params.reviewerId ? eq(documentReviews.reviewerId, params.reviewerId) : undefined);
  return row!;
}

/** Current documents in scope: pending ones of open requests, and all of them. */
export async function countScopeDocuments(db: DbOrTx, scope: DocumentScope) {
  const [row] = await db
    .select({
      pending:
        sql<number>`count(*) filter (where ${documents.status} = 'pending' and ${openRequest})`.mapWith(
          Number,
        ),
      total: count(),
    })
    .from(documents)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, documents.requestId))
    .where(and(eq(documents.isCurrent, true), scopeCondition(scope)));
  return row!;
}

/** Which of these storage keys a document row points at (the clean-up sweep keeps those files). */
export async function findExistingStorageKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    // A purged document's row is a tombstone: a file still under its key was left by a crash mid-purge.
    .where(and(inArray(documents.storageKey, keys), isNull(documents.purgedAt)));
  return new Set(rows.map((row) => row.key));
}
