import pg from "pg";

const PREFIX = "adnet_test_template_";
// Any number: one key all test runs on this server agree on, so two runs never build the same template at once.
const LOCK_KEY = 727_105_301;

// Templates of other migrations are dropped once no run has used them for this long (another branch's run on the
// same server may still be copying one).
const UNUSED_MS = 24 * 60 * 60 * 1000;

/**
 * The name of a database on `baseUrl`'s server holding every migration, made once per migrations `hash` and marked
 * as a template; its comment records when a run last used it.
 */
export async function preparePostgresTemplate(baseUrl: string, hash: string, migrations: string[]): Promise<string> {
  const name = `${PREFIX}${hash}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string; datistemplate: boolean; usedAt: string | null }>(
      `SELECT datname, datistemplate, shobj_description(oid, 'pg_database') AS "usedAt" FROM pg_database WHERE datname LIKE $1`,
      [`${PREFIX}%`],
    );
    const stale = rows.filter(
      (r) => (r.datname === name && !r.datistemplate) || (r.datname !== name && !(Date.now() - Date.parse(r.usedAt ?? "") < UNUSED_MS)),
    );
    for (const row of stale) {
      // Left half made by a killed run, or unused for a day: gone, unless a run is copying it right now.
      await admin.query(`ALTER DATABASE ${row.datname} WITH IS_TEMPLATE false`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => {});
    }
    if (!rows.some((r) => r.datname === name && r.datistemplate)) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const setup = new pg.Client({ connectionString: url.toString() });
      await setup.connect();
      try {
        for (const sql of migrations) await setup.query(sql);
      } finally {
        await setup.end();
      }
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
    await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}
