// PGlite puts no lock on its data directory, and two processes opening it at once corrupt it.
// Whoever opens the embedded database (server, migration script, bootstrap) takes this lock first.
import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {
  constructor(dir, owner) {
    super(
      `The embedded database at ${dir} is in use by process ${owner.pid} (${owner.command ?? "unknown"}), ` +
        `started ${owner.startedAt}. Stop that process first, or set DATABASE_URL to use a PostgreSQL server.`,
    );
    this.name = "DatabaseLockedError";
    this.code = "DATABASE_LOCKED";
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const held = new Set();

/** Takes the lock on `dir` for this process; returns a release function. Re-entrant within a process. */
export function lockDataDir(dir, command = process.argv.slice(1).join(" ")) {
  const file = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (held.has(file)) return () => {};
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, command, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        try {
          fs.unlinkSync(file);
        } catch {}
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      let owner;
      try {
        owner = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch {
        owner = null;
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) throw new DatabaseLockedError(dir, owner);
      // A crashed process left its lock behind: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
