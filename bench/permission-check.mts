// Permission checks and API-key verification on the hot path, in process.
//   npm run bench:permissions      (npx tsx --conditions react-server bench/permission-check.mts)
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench:permissions
// Part 1: one isAllowed() for a role of 200 statements on a four-level tree (organization → child organization
// → app → platform); target: median under 50 µs. Part 2: what verifying a key with a policy adds to a request:
// the pieces (SHA-256, IP whitelist, rate limiter, permission) and a whole request through withOrganization
// against an in-memory PGlite (or DATABASE_URL's server, in a database of its own that is dropped afterwards).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PERMISSIONS } from "@/lib/permissions/catalogue";
import { isAllowed, parseStatement } from "@/lib/permissions/statements";

const hex = () => randomBytes(12).toString("hex");
const PLATFORMS = ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS", "APP_PLATFORM_WINDOWS", "APP_PLATFORM_H5"];

type Stats = { median: number; p99: number; mean: number };
function measureSync(fn: () => unknown, iterations: number): Stats {
  for (let i = 0; i < Math.min(iterations, 10_000); i++) fn();
  const times = new Float64Array(iterations);
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const total = Number(process.hrtime.bigint() - started) / 1000;
  times.sort();
  return { median: times[Math.floor(iterations / 2)], p99: times[Math.floor(iterations * 0.99)], mean: total / iterations };
}
async function measureAsync(fn: () => Promise<unknown>, iterations: number): Promise<Stats> {
  for (let i = 0; i < Math.min(200, iterations); i++) await fn();
  const times: number[] = [];
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const total = Number(process.hrtime.bigint() - started) / 1000;
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(iterations / 2)], p99: times[Math.floor(iterations * 0.99)], mean: total / iterations };
}
const us = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} ms` : `${n.toFixed(2)} µs`);
const report = (label: string, s: Stats) =>
  console.log(`  ${label.padEnd(62)} median ${us(s.median).padStart(10)}  p99 ${us(s.p99).padStart(10)}  mean ${us(s.mean).padStart(10)}`);

// ---- Part 1: permission check -------------------------------------------------------------------------------
const root = hex();
const children = [hex(), hex(), hex()];
const appsOf = new Map<string, string[]>([
  [root, Array.from({ length: 10 }, hex)],
  ...children.map((c) => [c, Array.from({ length: 10 }, hex)] as [string, string[]]),
]);
const appPath = (org: string, app: string) =>
  org === root ? `organization/${root}/app/${app}` : `organization/${root}/organization/${org}/app/${app}`;
const scopable = PERMISSIONS.filter((p) => p.targetTreeId).map((p) => p.id);

// 200 statements on apps and platforms, none of them organization-wide, so a denied check scans them all.
const statements: string[] = [];
const orgs = [root, ...children];
for (let i = 0; statements.length < 199; i++) {
  const org = orgs[i % orgs.length];
  const apps = appsOf.get(org)!;
  const app = apps[i % apps.length];
  const action = scopable[i % scopable.length];
  statements.push(i % 2 ? `${action}@${appPath(org, app)}` : `${action}@${appPath(org, app)}/platform/${PLATFORMS[i % 4]}`);
}
const deepOrg = children[2];
const deepApp = appsOf.get(deepOrg)![7];
const deepTarget = `${appPath(deepOrg, deepApp)}/platform/APP_PLATFORM_IOS`;
statements.push(`campaign:update@${appPath(deepOrg, deepApp)}`); // the one match, last
for (const s of statements) parseStatement(s);

console.log(
  `Node ${process.version}; role of ${statements.length} statements; target 4 levels deep: organization/…/organization/…/app/…/platform/…`,
);
console.log("Part 1: one permission check (isAllowed)");
const cold = process.hrtime.bigint();
isAllowed(statements, "campaign:update", deepTarget);
console.log(`  first check, parsing the 200 statements into the cache          ${us(Number(process.hrtime.bigint() - cold) / 1000)}`);
report(
  "allowed, the matching statement last (worst case)",
  measureSync(() => isAllowed(statements, "campaign:update", deepTarget), 200_000),
);
report(
  "denied, every statement scanned",
  measureSync(() => isAllowed(statements, "campaign:create", deepTarget), 200_000),
);
report(
  "allowed by the first statement",
  measureSync(() => isAllowed([`*@organization/${root}`, ...statements], "campaign:update", deepTarget), 200_000),
);
const parseAll = measureSync(() => statements.forEach((s) => parseStatement(s)), 2_000);
report("parse all 200 statements, uncached (role save / validation)", parseAll);

// ---- Part 2: key verification with policy -------------------------------------------------------------------
console.log("Part 2: verifying an API key with a policy");
const { hashApiKey, generateApiKey } = await import("@/lib/auth/api-key");
const { ipAllowed } = await import("@/lib/api/client-ip");
const { consumeRateLimit, redisClient } = await import("@/lib/api/rate-limit");
const key = generateApiKey();
const whitelist = [...Array.from({ length: 18 }, (_, i) => `10.${i}.0.0/16`), "198.51.100.0/24", "2001:db8::/32"];
report(
  "SHA-256 of the key",
  measureSync(() => hashApiKey(key), 200_000),
);
report(
  "IP whitelist of 20 entries, caller matches the last one",
  measureSync(() => ipAllowed("2001:db8::7", whitelist), 200_000),
);
report(
  "IP whitelist of 20 entries, caller outside (403)",
  measureSync(() => ipAllowed("203.0.113.9", whitelist), 200_000),
);
const limitSubject = `bench:${hex()}`;
report(
  `rate limit (${process.env.REDIS_URL ? "Redis" : "in memory"})`,
  await measureAsync(() => consumeRateLimit(limitSubject, { requests: 1e9, windowSeconds: 3600 }), 20_000),
);

// A whole request through the route wrapper: authentication, policy, membership, permission, handler.
process.env.AUTH_SECRET ??= "bench";
const base = process.env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | null = null;
const { PrismaClient } = await import("@/lib/db/generated/client");
const { installPrismaClient } = await import("@/lib/db/client");
const migrations = fs
  .readdirSync("prisma/migrations", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .map((name) => fs.readFileSync(path.join("prisma/migrations", name, "migration.sql"), "utf8"));
let client: InstanceType<typeof PrismaClient>;
if (base) {
  const pg = (await import("pg")).default;
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const name = `adnet_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  for (const sql of migrations) await setup.query(sql);
  await setup.end();
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString(), max: 10 }) });
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const db = new PGlite();
  for (const sql of migrations) await db.exec(sql);
  client = new PrismaClient({ adapter: new PrismaPGlite(db) });
}
installPrismaClient(client);

try {
  const { NextRequest } = await import("next/server");
  const { withOrganization } = await import("@/lib/http/handler");
  const { createOwner, createCustomRole, addMemberWithRole, registerApp } = await import("@/lib/test/fixtures");
  const { organization } = await createOwner();
  const app = await registerApp(organization.id);
  const orgTarget = `organization/${organization.id}`;
  const role = await createCustomRole(organization.id, [
    ...statements.slice(0, 199).map((s) => s.replace(/^([^@]+)@.*$/, `$1@${orgTarget}/app/${hex()}`)),
    `campaign:update@${orgTarget}/app/${app.id}`,
  ]);
  const plain = await addMemberWithRole(organization.id, role.id);
  const policed = await addMemberWithRole(organization.id, role.id);
  await client.membership.update({
    where: { id: policed.membership.id },
    data: {
      keyPolicyName: "bench",
      ipWhitelist: whitelist,
      rateLimitRequests: 1_000_000_000,
      rateLimitWindowSeconds: 3600,
      keyExpiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const handler = withOrganization(async () => Response.json({ ok: true }), {
    permission: "campaign:update",
    target: ({ organizationId }) => `organization/${organizationId}/app/${app.id}/platform/APP_PLATFORM_ANDROID`,
  });
  const call = async (apiKey: string) => {
    const req = new NextRequest(`http://localhost/api/core/organization/${organization.id}/bench`, {
      headers: { authorization: `Bearer ${apiKey}`, "x-adnet-client-ip": "2001:db8::7" },
    });
    const res = await handler(req, { params: Promise.resolve({ organizationId: organization.id }) });
    if (res.status !== 200) throw new Error(`bench request answered ${res.status}: ${await res.text()}`);
  };
  const store = base ? "PostgreSQL" : "in-memory PGlite";
  const limiter = process.env.REDIS_URL ? "Redis" : "memory";
  report(`whole request, key without policy (${store})`, await measureAsync(() => call(plain.apiKey), 3_000));
  report(`whole request, key with policy (20-entry whitelist, ${limiter} limiter)`, await measureAsync(() => call(policed.apiKey), 3_000));
  report(
    `one indexed key lookup alone (${store})`,
    await measureAsync(
      () =>
        client.apiKey.findUnique({
          where: { hash: hashApiKey(plain.apiKey) },
          include: { user: true, membership: { include: { role: true } } },
          relationLoadStrategy: "join",
        }),
      3_000,
    ),
  );
} finally {
  await client.$disconnect();
  redisClient()?.disconnect();
  await dropDatabase?.();
}
