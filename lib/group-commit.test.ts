import { describe, expect, it } from "vitest";
import { groupCommit, type Settled } from "./group-commit";

/** A flush that records its batches, answers each item doubled, and fails any batch holding a negative item. */
function recorder() {
  const batches: number[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const flush = async (items: number[]): Promise<Settled<number>[]> => {
    batches.push(items);
    await gate;
    if (items.some((item) => item < 0)) throw new Error(`bad item in ${items.join(",")}`);
    return items.map((item) => ({ ok: true, value: item * 2 }));
  };
  const hold = () => {
    gate = new Promise((resolve) => (release = resolve));
  };
  return { batches, flush, hold, release: () => release() };
}

describe("groupCommit", () => {
  it("flushes what is submitted together as one batch, and what arrives during a flush as the next, each answered its own", async () => {
    const r = recorder();
    const submit = groupCommit(r.flush);
    r.hold();
    const first = [submit(1), submit(2)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = [submit(3), submit(4), submit(5)];
    r.release();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it("takes at most maxItems in one flush", async () => {
    const r = recorder();
    const submit = groupCommit(r.flush, { maxItems: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(submit))).toEqual([2, 4, 6, 8, 10]);
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("when a flush fails, flushes each of its items alone: only the bad one fails", async () => {
    const r = recorder();
    const submit = groupCommit(r.flush);
    const results = await Promise.allSettled([1, -1, 3].map(submit));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[0]).toEqual({ status: "fulfilled", value: 2 });
    expect(r.batches).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });

  it("answers an item's own error without failing the others", async () => {
    const submit = groupCommit(async (items: number[]) =>
      items.map((item): Settled<number> => (item === 2 ? { ok: false, error: new Error("two") } : { ok: true, value: item })),
    );
    const results = await Promise.allSettled([1, 2, 3].map(submit));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
