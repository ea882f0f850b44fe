"use client";
import { useMemo, useRef } from "react";

/**
 * An Idempotency-Key per intended submission: sending the same body again (a retry after a lost answer) reuses
 * the key, so the server replays the first answer instead of acting twice; a changed body or a finished
 * submission gets a fresh one.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      for(body: unknown): string {
        const text = JSON.stringify(body ?? null);
        if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
