/**
 * Whether `value` is one of `values`: narrows a string from outside the types (a URL's, a select's) to the
 * union without a cast. Client-safe: no zod at first load.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

/**
 * A stored text column (statuses are text in the database) as the union its schema allows. A value outside it
 * is corrupt data: said loudly with the column named ("Campaign.status"), never passed on as a status the code
 * does not know.
 */
export function storedOneOf<T extends string>(values: readonly T[], value: string, column: string): T {
  if (!isOneOf(values, value)) throw new Error(`${column} holds "${value}", which is not one of ${values.join(", ")}.`);
  return value;
}

/** The reader of one stored column: `storedOneOf` with its values and its name bound. */
export const columnReader =
  <T extends string>(values: readonly T[], column: string) =>
  (value: string): T =>
    storedOneOf(values, value, column);
