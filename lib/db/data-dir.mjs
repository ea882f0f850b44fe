import path from "node:path";

/** Where the embedded database lives: PGLITE_DIR, else .data/pglite under the project. "memory://" keeps it in memory. */
export function pgliteDir() {
  return process.env.PGLITE_DIR || path.join(process.cwd(), ".data", "pglite");
}
