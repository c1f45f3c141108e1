import type { Logger } from 'drizzle-orm';

/** A statement Drizzle sent to the database, with its parameters. */
export interface LoggedStatement {
  sql: string;
  params: unknown[];
}

/**
 * Records the statements Drizzle sends while `record` runs (a Drizzle logger: both drivers, and
 * transactions too). Tests use it to count how often a use case goes back to the database for a row it
 * already holds; outside `record` it keeps nothing.
 */
export class StatementLog implements Logger {
  private recording: LoggedStatement[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    this.recording?.push({ sql: query, params });
  }

  async record<T>(work: () => Promise<T>): Promise<{ result: T; statements: LoggedStatement[] }> {
    const statements: LoggedStatement[] = [];
    this.recording = statements;
    try {
      return { result: await work(), statements };
    } finally {
      this.recording = null;
    }
  }
}

/** The SELECTs among `statements` that read `table` for the row `id` (a parameter of the statement). */
export function readsOfRow(statements: LoggedStatement[], table: string, id: string): LoggedStatement[] {
  return statements.filter(
    (statement) =>
      /^\s*select\b/i.test(statement.sql) &&
      statement.sql.includes(`from "${table}"`) &&
      statement.params.includes(id),
  );
}
