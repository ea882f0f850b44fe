// The Playwright fixtures in one process (scripts/e2e-server.mjs runs it before the server starts): each user made
// with the bootstrap command's own function, then the report and attribution organizations' data. One process
// instead of one per user: each start loads the app's modules and opens the database again.
// tsx --conditions react-server scripts/e2e-fixtures.ts '<plan as JSON>'   prints the fixtures as JSON
import { deploy } from "./db.mjs";
import { seedAttribution } from "./e2e-seed-attribution";
import { seedReports } from "./e2e-seed-reports";

type PlannedUser = { email: string; password: string; organization: string; reviewer?: boolean; timeZone: string };
/** Per Playwright worker, its users by fixture name (`reports` and `attribution` get their data seeded). */
type Plan = Record<string, PlannedUser>[];

async function main() {
  const plan = JSON.parse(process.argv[2] ?? "[]") as Plan;
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const seeds: Record<string, Record<string, unknown>>[] = [];
  for (const users of plan) {
    const fixtures: Record<string, Record<string, unknown>> = {};
    for (const [name, user] of Object.entries(users)) {
      const made = await runBootstrap({
        email: user.email,
        password: user.password,
        organization: user.organization,
        reviewer: !!user.reviewer,
        timeZone: user.timeZone,
      });
      fixtures[name] = { ...made, email: user.email, password: user.password };
    }
    if (fixtures.reports) Object.assign(fixtures.reports, await seedReports(String(fixtures.reports.organizationId)));
    if (fixtures.attribution) Object.assign(fixtures.attribution, await seedAttribution(String(fixtures.attribution.organizationId)));
    seeds.push(fixtures);
  }
  process.stdout.write(`${JSON.stringify(seeds)}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
