import { sql } from "drizzle-orm";

// What the tables' checks write into SQL, written once (the validators' bounds and value lists).

/** A bound of the validators, written into a check. */
export const bound = (value: number) => sql.raw(String(value));

/** A list of allowed values for `in`: texts quoted, numbers as they are. */
export const oneOf = (values: readonly (string | number)[]) =>
  sql.raw(`(${values.map((value) => (typeof value === "string" ? `'${value}'` : String(value))).join(", ")})`);
