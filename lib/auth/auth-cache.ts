// An in-process cache of what authentication reads on every request (API keys, sessions, memberships with their
// roles). Each entry names the rows it was built from ("key:<id>", "user:<id>", …); the database announces every
// change to such a row (see auth-change-listener.ts) and the entries built from it are dropped. While no
// announcement can be received the cache is off and every lookup reads the database, so a change is never missed.

type AuthCacheOptions = { maxEntries?: number; ttlMs?: number; now?: () => number };

type Entry = { value: unknown; tags: string[]; storedAt: number };

export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every invalidation: a lookup that started before one must not store what it read. */
  private generation = 0;
  private enabled = false;

  constructor(options: AuthCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    // A safety net only: invalidation, not age, is what keeps entries right.
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get isEnabled() {
    return this.enabled;
  }

  /** Turns the cache on (announcements are being received) or off (they are not: everything is dropped). */
  setEnabled(enabled: boolean) {
    if (!enabled) this.clear();
    this.enabled = enabled;
  }

  /**
   * The cached value for `key`, else `load()`'s (stored under the tags `tagsOf` names, unless it is null or an
   * invalidation happened while it loaded).
   */
  async get<T>(key: string, load: () => Promise<T | null>, tagsOf: (value: T) => string[]): Promise<T | null> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) {
      if (this.now() - hit.storedAt < this.ttlMs) return hit.value as T;
      this.remove(key);
    }
    const generation = this.generation;
    const value = await load();
    if (value !== null && this.enabled && generation === this.generation) this.store(key, value, tagsOf(value));
    return value;
  }

  /** Drops every entry built from the row `tag` names ("membership:<id>"). */
  invalidate(tag: string) {
    this.generation++;
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.remove(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.byTag.clear();
  }

  get size() {
    return this.entries.size;
  }

  private store(key: string, value: unknown, tags: string[]) {
    this.remove(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(key, { value, tags, storedAt: this.now() });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
