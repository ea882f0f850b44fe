"use client";
// The root 404 page's language picker, as its own chunk. That page's code loads with every page (it is the boundary
// for any notFound()), and a direct import put a second copy of the picker, beside the sidebar's, into each console
// page's first load. The server renders it whole; only its code comes later. (React's lazy, not next/dynamic: that
// one's loader is not in the shared first load and would cost more than it saves.)
import { lazy, Suspense } from "react";

const LocaleSwitcher = lazy(() => import("./locale-switcher").then((m) => ({ default: m.LocaleSwitcher })));

export function LazyLocaleSwitcher() {
  return (
    <Suspense>
      <LocaleSwitcher />
    </Suspense>
  );
}
