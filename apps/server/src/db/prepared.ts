import type { Database } from './client.ts';

/**
 * A statement prepared once per database (DESIGN section 7, hot paths): Drizzle builds its SQL once, and
 * PostgreSQL plans the named statement once per connection. `build` returns `query.prepare(name)`, with
 * `sql.placeholder(...)` for the values bound at each run. Not for a transaction: it runs on the database.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = preparedPerShape<T>();
  return (db) => statements(db, '', () => build(db));
}

/**
 * For a query with a few shapes (which filters are set, the scope's kind): one prepared statement per
 * database and shape name, built by `build` the first time that name is asked for.
 */
export function preparedPerShape<T>(): (db: Database, name: string, build: () => T) => T {
  const byDatabase = new WeakMap<Database, Map<string, T>>();
  return (db, name, build) => {
    let byName = byDatabase.get(db);
    if (!byName) {
      byName = new Map();
      byDatabase.set(db, byName);
    }
    let statement = byName.get(name);
    if (!statement) {
      statement = build();
      byName.set(name, statement);
    }
    return statement;
  };
}
