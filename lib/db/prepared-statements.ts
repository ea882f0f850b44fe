import "server-only";
import { createHash } from "node:crypto";
import { Prisma } from "./generated/client";

// A statement a group commit runs many times a second (a postback flush) is kept prepared on each PostgreSQL
// connection: the server parses and plans it once per connection rather than on every call (half its cost in
// the flush's case). Only statements that start with the marker are, so a connection holds a handful of them,
// not one per query shape Prisma generates. A marked statement's text must not depend on its input (only its
// parameters may): each distinct text is one more statement on every connection.

const MARKER = /^\s*\/\* prepared: ([a-z-]+) \*\//;
const names = new Map<string, string>();

/** The marker that asks for `label`'s statement to be kept prepared; put it first in the statement. */
export function preparedStatement(label: string): Prisma.Sql {
  if (!/^[a-z-]+$/.test(label)) throw new Error(`preparedStatement: "${label}" is not a lower-case label`);
  return Prisma.raw(`/* prepared: ${label} */`);
}

/** The adapter's statement name for a query: one per marked text (its label and hash), none for the rest. */
export function statementNameOf(query: { sql: string }): string | undefined {
  const label = MARKER.exec(query.sql)?.[1];
  if (!label) return undefined;
  let name = names.get(query.sql);
  if (!name) names.set(query.sql, (name = `${label}-${createHash("sha256").update(query.sql).digest("hex").slice(0, 16)}`));
  return name;
}
