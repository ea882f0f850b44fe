import fs from "node:fs";
import path from "node:path";

/** The SQL of every migration in prisma/migrations, oldest first. */
export function migrationSql(): string[] {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
}
