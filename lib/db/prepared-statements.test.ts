import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { preparedStatement, statementNameOf } from "./prepared-statements";

const sqlOf = (query: Prisma.Sql) => ({ sql: query.sql });

describe("prepared statements", () => {
  it("names a marked statement by its label and text, the same name each time; leaves the rest unnamed", () => {
    const flush = sqlOf(Prisma.sql`${preparedStatement("postback-flush")} INSERT INTO "Postback" SELECT * FROM unnest(${["a"]}::text[])`);
    const name = statementNameOf(flush);
    expect(name).toMatch(/^postback-flush-[0-9a-f]{16}$/);
    expect(statementNameOf({ sql: flush.sql })).toBe(name);
    // Another text under the same label is another statement: a connection refuses one name for two texts.
    const other = statementNameOf(sqlOf(Prisma.sql`${preparedStatement("postback-flush")} SELECT ${1}`));
    expect(other).toMatch(/^postback-flush-/);
    expect(other).not.toBe(name);
    expect(statementNameOf(sqlOf(Prisma.sql`SELECT ${1}`))).toBeUndefined();
    expect(statementNameOf({ sql: `SELECT 1 /* prepared: postback-flush */` })).toBeUndefined();
  });

  it("takes lower-case labels only (the marker is read back by a pattern)", () => {
    expect(() => preparedStatement("Flush */ DROP")).toThrow(/lower-case label/);
  });
});
