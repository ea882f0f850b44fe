import fs from "node:fs";
import path from "node:path";

// Which message namespaces the browser code under a folder can ask for: from the folder's files, follows imports
// (static and `import()`), and from the first "use client" module on, collects `useTranslations("ns…")` and,
// where a module takes the whole catalogue (`useTranslations()`), the namespaces of its `t("ns.…")` calls.
// Server code's namespaces are not collected: its text is rendered on the server and never shipped.

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:([^"'`;]*?)\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const LAZY_EXPORT = /export const (\w+) = dynamic\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']/g;

/** A module of `export const X = dynamic(() => import("…"))` lines: each name and the module it loads. */
function lazyExports(source: string): Map<string, string> | null {
  const exports = new Map([...source.matchAll(LAZY_EXPORT)].map((m) => [m[1], m[2]]));
  const all = [...source.matchAll(/^export /gm)].length;
  return exports.size > 0 && exports.size === all ? exports : null;
}

function namedImports(clause: string | undefined): string[] | null {
  const names = /^\s*\{([^}]*)\}\s*$/.exec(clause ?? "");
  return names
    ? names[1]
        .split(",")
        .map((name) => name.trim().split(/\s+as\s+/)[0])
        .filter(Boolean)
    : null;
}

function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function namespacesOf(source: string): string[] {
  const found = [...source.matchAll(/useTranslations\(\s*["'`](\w+)/g)].map((m) => m[1]);
  if (/useTranslations\(\s*\)/.test(source)) found.push(...[...source.matchAll(/\bt\(\s*["'`](\w+)\./g)].map((m) => m[1]));
  return found;
}

function sourceFiles(dir: string, skip: (dir: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip(full) ? [] : sourceFiles(full, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Namespaces the browser code reached from `entries` uses, sorted. */
export function clientNamespaces(root: string, entries: string[]): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const source = fs.readFileSync(file, "utf8");
    const client = inClient || /^\s*["']use client["']/.test(source);
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client) for (const namespace of namespacesOf(source)) found.add(namespace);
    for (const match of source.matchAll(IMPORT)) {
      const target = resolve(root, file, match[2] ?? match[3]);
      if (!target) continue;
      // From a module of lazy components, only the ones imported here are loaded by this page.
      const lazy = lazyExports(fs.readFileSync(target, "utf8"));
      const names = namedImports(match[1]);
      if (lazy && names) {
        for (const name of names) {
          const loaded = lazy.get(name) && resolve(root, target, lazy.get(name)!);
          if (loaded) visit(loaded, client || /^\s*["']use client["']/.test(fs.readFileSync(target, "utf8")));
        }
      } else visit(target, client);
    }
  };
  // A module of lazy components is reached through the pages that import from it, never as an entry.
  for (const entry of entries) if (!lazyExports(fs.readFileSync(entry, "utf8"))) visit(entry, false);
  return [...found].sort();
}

/** The source files of a folder, leaving out sub-folders that `skip` names (they have a provider of their own). */
export function folderFiles(root: string, folder: string, skip: string[] = []): string[] {
  const skipped = new Set(skip.map((dir) => path.join(root, dir)));
  return sourceFiles(path.join(root, folder), (dir) => skipped.has(dir));
}
