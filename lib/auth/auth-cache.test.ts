import { describe, expect, it } from "vitest";
import { AuthCache } from "./auth-cache";

function counter<T>(value: T | null) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    return value;
  };
  return { calls, load };
}

function enabledCache(options = {}) {
  const cache = new AuthCache(options);
  cache.setEnabled(true);
  return cache;
}

describe("AuthCache", () => {
  it("answers a second lookup from memory", async () => {
    const cache = enabledCache();
    const { calls, load } = counter({ id: "k1" });
    expect(await cache.get("a", load, () => ["key:k1"])).toEqual({ id: "k1" });
    expect(await cache.get("a", load, () => ["key:k1"])).toEqual({ id: "k1" });
    expect(calls.n).toBe(1);
  });

  it("reads the database every time while disabled (no announcements received)", async () => {
    const cache = new AuthCache();
    const { calls, load } = counter({ id: "k1" });
    await cache.get("a", load, () => []);
    await cache.get("a", load, () => []);
    expect(calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets everything when disabled, and stays empty until enabled again", async () => {
    const cache = enabledCache();
    const { calls, load } = counter({ id: "k1" });
    await cache.get("a", load, () => ["key:k1"]);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    await cache.get("a", load, () => ["key:k1"]);
    expect(calls.n).toBe(2);
  });

  it("drops exactly the entries built from an invalidated row", async () => {
    const cache = enabledCache();
    const a = counter("a");
    const b = counter("b");
    await cache.get("a", a.load, () => ["key:1", "role:r1"]);
    await cache.get("b", b.load, () => ["key:2", "role:r2"]);
    cache.invalidate("role:r1");
    await cache.get("a", a.load, () => ["key:1", "role:r1"]);
    await cache.get("b", b.load, () => ["key:2", "role:r2"]);
    expect(a.calls.n).toBe(2);
    expect(b.calls.n).toBe(1);
  });

  it("does not store what was read while an invalidation happened (it may be the old state)", async () => {
    const cache = enabledCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const load = async () => {
      loads++;
      if (loads === 1) await gate;
      return { v: loads };
    };
    const pending = cache.get("a", load, () => ["key:1"]);
    cache.invalidate("key:1");
    release();
    expect(await pending).toEqual({ v: 1 });
    expect(await cache.get("a", load, () => ["key:1"])).toEqual({ v: 2 });
  });

  it("never stores a miss, so a key or membership created later is found", async () => {
    const cache = enabledCache();
    const { calls, load } = counter(null);
    expect(await cache.get("a", load, () => [])).toBeNull();
    await cache.get("a", load, () => []);
    expect(calls.n).toBe(2);
  });

  it("evicts the oldest entry past its size and reloads entries older than its lifetime", async () => {
    let now = 0;
    const cache = enabledCache({ maxEntries: 2, ttlMs: 1_000, now: () => now });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(
        key,
        async () => (loads.push(key), key),
        () => [`t:${key}`],
      );
    await get("a");
    await get("b");
    await get("c");
    expect(cache.size).toBe(2);
    await get("a");
    expect(loads).toEqual(["a", "b", "c", "a"]);
    now = 1_000;
    await get("a");
    expect(loads).toEqual(["a", "b", "c", "a", "a"]);
  });
});
