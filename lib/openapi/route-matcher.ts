import type { RouteSpec } from "./route-spec";

type Compiled = { pattern: RegExp; methods: Set<string> };

export function compileRoutes(routes: RouteSpec[]): Compiled[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    byPath.set(route.path, methods);
  }
  // Like Next.js, a static segment wins over a dynamic one at the same place: `…/approval/history` is the
  // history route, not `…/approval/{action}`.
  const specificity = (path: string) => path.split("/").map((segment) => (segment.startsWith("{") ? "1" : "0")).join("");
  const ordered = [...byPath].sort(([a], [b]) => specificity(a).localeCompare(specificity(b)));
  return ordered.map(([path, methods]) => ({
    pattern: new RegExp(
      `^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}/?$`,
    ),
    methods,
  }));
}

/** The methods a path allows, or null when no route has the path. */
export function allowedMethods(compiled: Compiled[], pathname: string): string[] | null {
  const match = compiled.find((route) => route.pattern.test(pathname));
  if (!match) return null;
  const methods = [...match.methods];
  if (match.methods.has("GET")) methods.push("HEAD");
  return [...methods, "OPTIONS"];
}
