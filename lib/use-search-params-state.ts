"use client";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * Filters and paging kept in the page's URL: `values` are read from the search params (a missing one is its
 * default), `set` pushes a new history entry with the changed ones (defaults and empty values left out), so a
 * filtered view can be shared, survives a reload, and the back button returns to the one before.
 */
export function useSearchParamsState<K extends string>(defaults: Record<K, string>) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const search = params.toString();
  const values = useMemo(() => {
    const current = new URLSearchParams(search);
    return Object.fromEntries(Object.entries<string>(defaults).map(([key, fallback]) => [key, current.get(key) ?? fallback])) as Record<
      K,
      string
    >;
    // `defaults` is a constant of the caller; the values change with the URL alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  // The query last asked for: a second change made before the router has committed the first (clear the filters,
  // then at once pick a page size) builds on it, not on the URL still shown, or the first change would be undone.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const set = useCallback(
    (patch: Partial<Record<K, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value === undefined || value === "" || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      if (query === latest.current) return;
      latest.current = query;
      router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, pathname, router],
  );
  return [values, set] as const;
}
