import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) {
    return undefined;
  }
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  return ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, ids));
}

/** Active admins: who hears of a gestor waiting for approval. */
export async function findActiveAdmins(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export interface AdminUserRow extends UserRow {
  requestsCount: number;
  currentAssignments: number;
}

// Requests a cliente opened; open cases a gestor holds (read-only projections over tramite_requests).
const requestsCount = sql<number>`(
  select count(*)::int from tramite_requests r where r.client_id = "users"."id"
)`;
const currentAssignments = sql<number>`(
  select count(*)::int from tramite_requests r
  where r.assigned_gestor_id = "users"."id" and ${isOpenStatus(sql`r.status`)}
)`;

export async function listUsersForAdmin(
  db: DbOrTx,
  filters: {
    /** One account only (the single-row view of the same shape). */
    id?: string;
    search?: string;
    role?: UserRow['role'];
    status?: 'activos' | 'inactivos' | 'pendientes';
    limit: number;
    offset: number;
  },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filters.id ? eq(users.id, filters.id) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
  ];
  if (filters.status === 'activos') conditions.push(eq(users.isActive, true));
  if (filters.status === 'inactivos') conditions.push(eq(users.isActive, false));
  if (filters.status === 'pendientes') {
    conditions.push(eq(users.role, 'gestor'), eq(users.isApproved, false), eq(users.isActive, true));
  }
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, requestsCount, currentAssignments })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.user,
      requestsCount: row.requestsCount,
      currentAssignments: row.currentAssignments,
    })),
    total: total?.value ?? 0,
  };
}

export async function countPendingGestores(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'gestor'), eq(users.isApproved, false), eq(users.isActive, true)));
  return row?.value ?? 0;
}

export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}
