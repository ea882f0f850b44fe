// npm run bootstrap -- --email E --password P --organization NAME [--time-zone IANA] [--reviewer] [--json] (--help)
// Idempotent: creates the user if missing, the organization if the user has none of that name, makes the user its
// Owner, issues a fresh API key for that membership. --time-zone: a new user's zone, and so a new organization's
// (UTC without it). Works on DATABASE_URL or the embedded database.
import { parseArgs } from "node:util";
import { deploy } from "./db.mjs";

const USAGE = `usage: npm run bootstrap -- --email E --password P --organization NAME [--name FULL_NAME] [--time-zone IANA] [--reviewer] [--json]

Creates the user (if missing) and the organization (if the user has none of that name), makes the user its Owner
and prints a new API key for that membership (shown once). Running it again sets the password and issues a new key.

  --email E            the user's e-mail address (signs in with it)
  --password P         the user's password (set again when the user exists)
  --organization NAME  the organization's name
  --name FULL_NAME     the user's full name, for a user created now
  --time-zone IANA     a new user's time zone, and so a new organization's (UTC without it), e.g. Asia/Seoul
  --reviewer           also make the user a platform reviewer
  --json               print { userId, organizationId, apiKey } as JSON
  --help, -h           print this and exit

Works on DATABASE_URL or the embedded database (stop \`npm start\` first on the embedded one).`;

function fail(message: string): never {
  console.error(`bootstrap: ${message}`);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        organization: { type: "string" },
        name: { type: "string" },
        "time-zone": { type: "string" },
        reviewer: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    // an unknown option or a missing value: said in one line, with the usage, not as a stack trace
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
}

const values = readArgs();

async function main() {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email || !values.password || !values.organization) fail(USAGE);
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
