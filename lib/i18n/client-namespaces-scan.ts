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

/** The source of each client module reached from `entries` (imports followed, lazy modules only where imported). */
function clientSources(root: string, entries: string[]): string[] {
  const sources: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const source = fs.readFileSync(file, "utf8");
    const client = inClient || /^\s*["']use client["']/.test(source);
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client && !seen.has(`source:${file}`)) {
      seen.add(`source:${file}`);
      sources.push(source);
    }
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
  return sources;
}

/** Namespaces the browser code reached from `entries` uses, sorted. */
export function clientNamespaces(root: string, entries: string[]): string[] {
  return [...new Set(clientSources(root, entries).flatMap(namespacesOf))].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// What follows a translator's name where it translates: a call, or one of its methods, then the key.
const CALL = String.raw`(?:\.(?:rich|markup|raw|has))?\(\s*`;

/**
 * The sections (first-level keys) of `namespace` one module translates; null when it cannot be told (a key
 * computed from its start, a translator handed elsewhere, the namespace taken another way).
 */
function sectionsOf(source: string, namespace: string): Set<string> | null {
  const sections = new Set<string>();
  const ns = escape(namespace);
  // The code without comments and quoted strings (import paths, words), where a translator's name is counted.
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/gm, (text) =>
    text.startsWith("/") ? "" : '""',
  );
  const uses = [...source.matchAll(new RegExp(String.raw`useTranslations\(\s*["'\`]${ns}(?:\.(\w+)[^"'\`]*)?["'\`]\s*\)`, "g"))];
  for (const use of uses) {
    if (use[1]) {
      sections.add(use[1]);
      continue;
    }
    const binding = new RegExp(String.raw`(?:const|let)\s+(\w+)\s*=\s*$`).exec(source.slice(0, use.index));
    if (!binding) return null;
    const name = escape(binding[1]);
    // The same name bound to another namespace elsewhere in the module: its calls cannot be told apart.
    const declared = [...code.matchAll(new RegExp(String.raw`(?:const|let)\s+${name}\s*=`, "g"))].length;
    const same = [
      ...source.matchAll(new RegExp(String.raw`(?:const|let)\s+${name}\s*=\s*useTranslations\(\s*["'\`]${ns}["'\`]\s*\)`, "g")),
    ];
    if (same.length !== declared) return null;
    // Every other mention of the translator must be a call with a literal key; its first segment is the section.
    const mentions = [...code.matchAll(new RegExp(String.raw`\b${name}\b`, "g"))].length - declared;
    const calls = [...source.matchAll(new RegExp(String.raw`\b${name}${CALL}["'\`]([^"'\`]*)`, "g"))];
    if (calls.length !== mentions) return null;
    for (const call of calls) {
      const section = /^(\w+)(?:\.|$)/.exec(call[1]);
      if (!section) return null;
      sections.add(section[1]);
    }
  }
  // The whole catalogue: `t("campaigns.status.…")`.
  if (/useTranslations\(\s*\)/.test(source)) {
    if (new RegExp(String.raw`["'\`]${ns}\.\$\{`).test(source)) return null;
    for (const call of source.matchAll(new RegExp(String.raw`\b\w+${CALL}["'\`]${ns}\.(\w+)`, "g"))) sections.add(call[1]);
  }
  return sections;
}

/**
 * The sections of `namespace` the browser code reached from `entries` translates, sorted; null when some module's
 * use of it cannot be told apart (it then needs the whole namespace).
 */
export function clientSections(root: string, entries: string[], namespace: string): string[] | null {
  const found = new Set<string>();
  for (const source of clientSources(root, entries)) {
    const sections = sectionsOf(source, namespace);
    if (!sections) return null;
    for (const section of sections) found.add(section);
  }
  return [...found].sort();
}

/** The source files of a folder, leaving out sub-folders that `skip` names (they have a provider of their own). */
export function folderFiles(root: string, folder: string, skip: string[] = []): string[] {
  const skipped = new Set(skip.map((dir) => path.join(root, dir)));
  return sourceFiles(path.join(root, folder), (dir) => skipped.has(dir));
}
