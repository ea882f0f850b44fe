// npm run bootstrap -- --email E --password P --organization NAME [--time-zone IANA] [--reviewer] [--json]
// Idempotent: creates the user if missing, the organization if the user has none of that name, makes the user its
// Owner, issues a fresh API key for that membership. --time-zone: a new user's zone, and so a new organization's
// (UTC without it). Works on DATABASE_URL or the embedded database.
import { parseArgs } from "node:util";
import { deploy } from "./db.mjs";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    organization: { type: "string" },
    name: { type: "string" },
    "time-zone": { type: "string" },
    reviewer: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`bootstrap: ${message}`);
  process.exit(1);
}

async function main() {
  if (!values.email || !values.password || !values.organization) {
    fail("usage: npm run bootstrap -- --email E --password P --organization NAME [--time-zone IANA] [--reviewer] [--json]");
  }
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const result = await runBootstrap({
    email: values.email,
    password: values.password,
    organization: values.organization,
    fullName: values.name,
    reviewer: values.reviewer,
    timeZone: values["time-zone"],
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    console.log(`User ${values.email} (${result.userId}) owns organization ${result.organizationId}.`);
    console.log(`API key (shown once): ${result.apiKey}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => fail(error?.code === "DATABASE_LOCKED" ? error.message : (error?.message ?? String(error))),
);
