"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";

// How far outside the window a part starts loading: a little ahead of the scrolling.
const AHEAD = "200px 0px";

/**
 * Renders `children` once this place comes near the window, and until then an empty block of `height` px that holds
 * its place (nothing moves when the part arrives). For heavy parts below the fold, such as charts, whose code
 * (next/dynamic in `children`) would otherwise load and run while the page is still starting, on a phone most.
 */
export function WhenNearView({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={ref} style={{ height }} aria-hidden />;
}
