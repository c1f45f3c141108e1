import type { LedgerFilters } from '@tramites/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { payments, refunds, tramiteRequests, users } from '../../../db/schema/index.ts';
import { paymentWithExtrasColumns } from '../payments.repository.ts';

/**
 * Days and months of the ledger are Mexico City's, whatever the server's time zone. Written into the SQL
 * (a constant), not bound: a month grouped by must read the same in SELECT and GROUP BY.
 */
const ZONE = sql.raw(`'America/Mexico_City'`);

const clients = alias(users, 'ledger_client');
const gestors = alias(users, 'ledger_gestor');

/** Refunds that count: done, or under way at the provider (a failed one gave nothing back). */
const liveRefundsOf = sql`select ${refunds.paymentId} from ${refunds} where ${refunds.status} <> 'fallido'`;
const refundedOf = paymentWithExtrasColumns.refunded;
const isFullyRefunded = sql`(${payments.id} in (${liveRefundsOf}) and ${refundedOf} >= ${payments.amount})`;

/**
 * The ledger status filter, the same rule as shared `ledgerStatusOf`. Each branch narrows by what an index
 * serves first (a refund exists: refunds_payment_idx; flagged: payments_review_created_idx), and only then
 * sums a payment's refunds.
 */
function statusCondition(status: NonNullable<LedgerFilters['status']>): SQL {
  switch (status) {
    case 'reembolsado':
      return isFullyRefunded;
    case 'por_revisar':
      return sql`(${payments.reviewReason} is not null and not ${isFullyRefunded})`;
    case 'reembolso_parcial':
      return sql`(${payments.reviewReason} is null and ${payments.id} in (${liveRefundsOf}) and ${refundedOf} < ${payments.amount})`;
    case 'confirmado':
      return sql`(${payments.reviewReason} is null and ${payments.id} not in (${liveRefundsOf}))`;
  }
}

/** A LIKE pattern matching `term` anywhere, its wildcards escaped. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filters as one WHERE (payments joined to their request). */
export function ledgerWhere(filters: LedgerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.from) {
    conditions.push(sql`${payments.createdAt} >= (${filters.from}::date::timestamp at time zone ${ZONE})`);
  }
  if (filters.to) {
    conditions.push(sql`${payments.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${ZONE})`);
  }
  if (filters.method) {
    conditions.push(eq(payments.method, filters.method));
  }
  if (filters.status) {
    conditions.push(statusCondition(filters.status));
  }
  if (filters.gestor_id) {
    conditions.push(eq(tramiteRequests.assignedGestorId, filters.gestor_id));
  }
  if (filters.folio) {
    // The request's search text holds the folio in lower case behind a trigram index: it narrows the
    // rows, then the folio itself must match (not a client's name that happens to contain the term).
    conditions.push(sql`${tramiteRequests.searchText} like ${containing(filters.folio.toLowerCase())}`);
    conditions.push(sql`upper(${tramiteRequests.folio}) like ${containing(filters.folio.toUpperCase())}`);
  }
  return and(...conditions);
}

const entryColumns = {
  ...paymentWithExtrasColumns,
  folio: tramiteRequests.folio,
  tramiteName: tramiteRequests.tramiteName,
  requestStatus: tramiteRequests.status,
  client: { id: clients.id, name: clients.name, email: clients.email },
  gestorId: gestors.id,
  gestorName: gestors.name,
  refunds: sql<
    {
      id: string;
      amount: string;
      reason: string;
      provider: string;
      provider_ref: string | null;
      status: string;
      created_at: string;
    }[]
  >`coalesce((select json_agg(json_build_object('id', r.id, 'amount', r.amount::text, 'reason', r.reason, 'provider', r.provider, 'provider_ref', r.provider_ref, 'status', r.status, 'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.created_at) from ${refunds} r where r.payment_id = ${payments.id}), '[]'::json)`,
  /** Full precision (microseconds) for the export's keyset: a JS Date keeps milliseconds only. */
  cursor: sql<string>`${payments.createdAt}::text`,
};

export type LedgerRow = Awaited<ReturnType<typeof listLedgerPage>>[number];

function ledgerQuery(db: Database, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(payments)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, payments.requestId))
    .innerJoin(clients, eq(clients.id, tramiteRequests.clientId))
    .leftJoin(gestors, eq(gestors.id, tramiteRequests.assignedGestorId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A page of the ledger, newest first. */
export async function listLedgerPage(
  db: Database,
  filters: LedgerFilters,
  page: { limit: number; offset: number },
) {
  return ledgerQuery(db, ledgerWhere(filters)).limit(page.limit).offset(page.offset);
}

/** The next batch of the export after `after` (newest first, keyset on created_at and id). */
export async function listLedgerBatch(
  db: Database,
  filters: LedgerFilters,
  after: { cursor: string; id: string } | null,
  size: number,
) {
  const where = and(
    ledgerWhere(filters),
    after
      ? sql`(${payments.createdAt}, ${payments.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
  return ledgerQuery(db, where).limit(size);
}

/** How many payments the filters match, what they brought in and what of it was refunded. */
export async function ledgerTotals(db: Database, filters: LedgerFilters) {
  const matched = db
    .$with('matched')
    .as(
      db
        .select({ id: payments.id, amount: payments.amount })
        .from(payments)
        .innerJoin(tramiteRequests, eq(tramiteRequests.id, payments.requestId))
        .where(ledgerWhere(filters)),
    );
  const [row] = await db
    .with(matched)
    .select({
      count: sql<number>`count(*)::int`,
      collected: sql<string>`coalesce(sum(${matched.amount}), 0)`,
      refunded: sql<string>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.status} <> 'fallido' and ${refunds.paymentId} in (select ${matched.id} from ${matched}))`,
    })
    .from(matched);
  return row!;
}

/** Start of Mexico City month `month` (YYYY-MM) as an instant. */
const monthStart = (month: string) => sql`(${`${month}-01`}::date::timestamp at time zone ${ZONE})`;

/**
 * Money per Mexico City month between `first` and `last` (YYYY-MM, both included): payments by the day
 * they arrived, refunds by their own day (cash basis: a refund in March lowers March).
 */
export async function revenueByMonth(db: Database, first: string, afterLast: string) {
  const paymentMonth = sql<string>`to_char(${payments.createdAt} at time zone ${ZONE}, 'YYYY-MM')`;
  const refundMonth = sql<string>`to_char(${refunds.createdAt} at time zone ${ZONE}, 'YYYY-MM')`;
  const [collected, refunded] = await Promise.all([
    db
      .select({
        month: paymentMonth,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${payments.amount})`,
      })
      .from(payments)
      .where(
        sql`${payments.createdAt} >= ${monthStart(first)} and ${payments.createdAt} < ${monthStart(afterLast)}`,
      )
      .groupBy(paymentMonth),
    db
      .select({ month: refundMonth, amount: sql<string>`sum(${refunds.amount})` })
      .from(refunds)
      .where(
        sql`${refunds.status} <> 'fallido' and ${refunds.createdAt} >= ${monthStart(first)} and ${refunds.createdAt} < ${monthStart(afterLast)}`,
      )
      .groupBy(refundMonth),
  ]);
  return { collected, refunded };
}
