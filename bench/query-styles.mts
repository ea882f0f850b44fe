// The GET organization path's query three ways, side by side in one run, in process: the Prisma model query the
// route runs (findUnique), the same row through Prisma's raw SQL (`$queryRaw`, tagged template), and the `pg` pool
// directly (what is underneath, for reference). TypedSQL (`$queryRawTyped`) is not measured: `prisma generate
// --sql` runs the native schema engine, which this machine cannot download.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:query-styles
// Makes and drops its own database on DATABASE_URL's server. ITERATIONS calls of each (default 5,000), in
// alternating rounds of 500 so that a change of load during the run falls on all three alike; latency medians
// and p99 per call, and the process's CPU time (process.cpuUsage) per call.
import os from "node:os";
import pg from "pg";
import { scratchDatabase } from "./lib/harness.mjs";

const ITERATIONS = Number(process.env.ITERATIONS ?? 5000);
const ROUND = 500;

const { env, drop } = await scratchDatabase("adnet_bench_query");
// In process: the app's modules read the scratch database and the auth secret from this process's environment.
process.env.DATABASE_URL = env.DATABASE_URL;
process.env.AUTH_SECRET = env.AUTH_SECRET;

try {
  const { deploy } = await import("@/scripts/db.mjs");
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const { prisma } = await import("@/lib/db/client");
  const { serializeOrganization } = await import("@/lib/organizations/schemas");
  const { organizationId } = await runBootstrap({ email: "query-bench@example.com", password: "bench-password", organization: "Bench" });
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });

  type OrganizationRow = {
    id: string;
    name: string;
    description: string | null;
    enabledFeatures: string[];
    parentOrganizationId: string | null;
    depth: number;
    timeZone: string;
    createdAt: Date;
    updatedAt: Date;
  };
  const styles: Record<string, () => Promise<unknown>> = {
    "Prisma model query (findUnique)": async () =>
      serializeOrganization((await prisma.organization.findUnique({ where: { id: organizationId } }))!),
    "Prisma $queryRaw (tagged template)": async () => {
      const [row] = await prisma.$queryRaw<OrganizationRow[]>`
        SELECT "id", "name", "description", "enabledFeatures", "parentOrganizationId", "depth", "timeZone", "createdAt", "updatedAt"
        FROM "Organization" WHERE "id" = ${organizationId}`;
      return serializeOrganization(row);
    },
    "pg pool directly (reference)": async () => {
      const { rows } = await pool.query<OrganizationRow>(
        'SELECT "id", "name", "description", "enabledFeatures", "parentOrganizationId", "depth", "timeZone", "createdAt", "updatedAt" FROM "Organization" WHERE "id" = $1',
        [organizationId],
      );
      return serializeOrganization(rows[0]);
    },
  };
  // The answers must be the same, or the comparison means nothing.
  const answers = await Promise.all(Object.values(styles).map((run) => run()));
  for (const answer of answers.slice(1)) {
    if (JSON.stringify(answer) !== JSON.stringify(answers[0])) throw new Error(`answers differ: ${JSON.stringify(answers)}`);
  }
  const times = Object.fromEntries(Object.keys(styles).map((label) => [label, [] as number[]]));
  const cpu = Object.fromEntries(Object.keys(styles).map((label) => [label, 0]));
  for (const run of Object.values(styles)) for (let i = 0; i < 500; i++) await run(); // warm-up
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")} (${os.availableParallelism()} cores)`,
  );
  for (let done = 0; done < ITERATIONS; done += ROUND) {
    for (const [label, run] of Object.entries(styles)) {
      const cpuStart = process.cpuUsage();
      for (let i = 0; i < ROUND; i++) {
        const start = process.hrtime.bigint();
        await run();
        times[label].push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      const used = process.cpuUsage(cpuStart);
      cpu[label] += (used.user + used.system) / 1e3;
    }
  }
  console.log(
    `load average at end:   ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];
  const reference = "Prisma model query (findUnique)";
  for (const [label, xs] of Object.entries(times)) {
    const cpuPerCall = cpu[label] / xs.length;
    console.log(
      `${label.padEnd(36)} p50 ${at(xs, 0.5).toFixed(3)} ms  p99 ${at(xs, 0.99).toFixed(3)} ms  CPU ${cpuPerCall.toFixed(3)} ms/call` +
        `  (p50 ×${(at(xs, 0.5) / at(times[reference], 0.5)).toFixed(2)}, CPU ×${(cpuPerCall / (cpu[reference] / times[reference].length)).toFixed(2)} of the model query; ${xs.length} calls)`,
    );
  }
  await pool.end();
  const { stopAuthChangeListener } = await import("@/lib/auth/auth-change-listener");
  await stopAuthChangeListener();
  await prisma.$disconnect();
} finally {
  await drop();
}
