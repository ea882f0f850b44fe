"use client";
import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while React hydrates it, true from then on (and on every client-side render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
