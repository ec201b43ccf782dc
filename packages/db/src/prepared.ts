import type { Database } from "./client";

/**
 * A prepared statement built once per database handle (tests and processes may hold several):
 * `const lookup = preparedFor((db) => db.select()...prepare("name"))`, then `lookup(db).execute(...)`.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
