// Property-based fuzzing driven by the OpenAPI document: every route gets generated bad requests (malformed
// ids, unknown or mistyped fields, random JSON, garbage bytes, NUL and lone surrogates, wrong Content-Type,
// junk query values, JSON nested thousands deep) and must answer no 5xx, always the common error object, and change no row (every
// table's checksum is the same before and after). FUZZ_RUNS cases per route: 100 by default, 1000 by hand.
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "@/lib/api/error-body-schema";
import { prisma } from "@/lib/db/client";
import { openApiDocument } from "@/lib/openapi/registry";
import { ROUTES } from "@/lib/openapi/registry";
import type { RouteSpec } from "@/lib/openapi/route-spec";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, registerApp } from "@/lib/test/fixtures";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
type Handler = Parameters<typeof callRoute>[0];
type JsonSchema = { properties?: Record<string, JsonSchema>; type?: string | string[]; enum?: unknown[] };

const doc = openApiDocument();
let seed: { organizationId: string; apiKey: string; userId: string; appId: string };

async function checksums(): Promise<Record<string, string>> {
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await prisma.$queryRawUnsafe<{ sum: string | null; n: bigint }[]>(
      // An API key's lastUsedAt is stamped once a minute by any request: not a change the input made.
      `SELECT md5(coalesce(string_agg((to_jsonb(t) - 'lastUsedAt')::text, '|' ORDER BY (to_jsonb(t) - 'lastUsedAt')::text), '')) AS sum, count(*) AS n FROM "${name}" t`,
    );
    sums[name] = `${row.n}:${row.sum}`;
  }
  return sums;
}

function routeModule(spec: RouteSpec): Promise<Record<string, Handler>> {
  const dir = spec.path.replace(/^\/api\//, "").replace(/\{(\w+)\}/g, "[$1]");
  return import(/* @vite-ignore */ path.join(process.cwd(), "app", "api", dir, "route.ts"));
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "%00",
    "../../etc/passwd",
    "' OR 1=1 --",
    "0x10",
    "1e1",
    "+5",
    " 5",
    "-1",
    "9".repeat(40),
    "",
    " ",
  ),
);
const notAnId = fc.oneof(nasty, fc.stringMatching(/^[0-9a-fA-F]{0,30}$/)).filter((s) => !/^[0-9a-f]{24}$/.test(s));
const jsonValue = fc.oneof(fc.jsonValue(), nasty, fc.integer(), fc.double(), fc.constant(null), fc.array(nasty, { maxLength: 3 }));

/** A body that fails validation whatever the route: an unknown field next to mistyped known ones, or no object at all. */
function badBody(schema: JsonSchema | undefined) {
  const names = Object.keys(schema?.properties ?? {});
  const known = names.length
    ? fc.dictionary(fc.constantFrom(...names), jsonValue, { maxKeys: names.length })
    : fc.constant({} as Record<string, unknown>);
  return fc.oneof(
    fc
      .tuple(
        known,
        fc.string({ minLength: 1 }).filter((k) => !names.includes(k) && k !== "__proto__"),
        jsonValue,
      )
      .map(([fields, key, value]) => ({
        kind: "json" as const,
        text: JSON.stringify({ ...fields, [key]: value }),
      })),
    fc
      .oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(jsonValue, { maxLength: 3 }), fc.boolean())
      .map((value) => ({ kind: "json" as const, text: JSON.stringify(value) })),
    fc
      .oneof(fc.string(), fc.constantFrom("{", '{"a":', "[1,", "\u0000", '{"name":"\\ud800"}', '{"name":"a\\u0000b"}'))
      .map((text) => ({ kind: "json" as const, text })),
    // Arrays or objects nested far deeper than any body needs, under a known field or none.
    fc
      .tuple(fc.integer({ min: 65, max: 5000 }), fc.boolean(), fc.constantFrom(...(names.length ? names : ["name"])))
      .map(([depth, arrays, field]) => ({
        kind: "json" as const,
        text: `{${JSON.stringify(field)}:${(arrays ? "[" : '{"a":').repeat(depth)}1${(arrays ? "]" : "}").repeat(depth)}}`,
      })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: "bytes" as const, bytes: Buffer.from(bytes) })),
    fc
      .constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml", "")
      .map((type) => ({ kind: "type" as const, type })),
  );
}

type Case = {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: { kind: "json"; text: string } | { kind: "bytes"; bytes: Buffer } | { kind: "type"; type: string };
};

/** A named request body (`$ref` to components) as its schema, so mistyped known fields are generated too. */
function resolved(schema: (JsonSchema & { $ref?: string }) | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.slice("#/components/schemas/".length);
  return name ? (doc.components.schemas as Record<string, JsonSchema>)[name] : schema;
}

function caseFor(spec: RouteSpec): fc.Arbitrary<Case> {
  const names = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const operation = (
    doc.paths[spec.path] as Record<
      string,
      { parameters: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  )[spec.method.toLowerCase()];
  const queryNames = operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
  const good: Record<string, string> = { organizationId: seed.organizationId, userId: seed.userId, appId: seed.appId };
  const writes = spec.method !== "GET";
  const bodySchema = resolved(operation.requestBody?.content["application/json"]?.schema);
  // A write reaches its handler only with an invalid body, or, without a body, with an invalid path id.
  const bodyless = writes && !bodySchema;
  const paramArb = (name: string, forceBad: boolean) =>
    forceBad || !good[name] ? notAnId : fc.oneof({ weight: 3, arbitrary: fc.constant(good[name]) }, { weight: 1, arbitrary: notAnId });
  const badParam = bodyless ? fc.constantFrom(...(names.length ? names : ["none"])) : fc.constant("none");
  return badParam.chain((forced) =>
    fc.record({
      params: fc.record(Object.fromEntries(names.map((n) => [n, paramArb(n, n === forced)]))) as fc.Arbitrary<Record<string, string>>,
      query: fc.dictionary(fc.oneof(fc.constantFrom(...(queryNames.length ? queryNames : ["limit"])), fc.string({ maxLength: 8 })), nasty, {
        maxKeys: 3,
      }),
      body: writes && !bodyless ? badBody(bodySchema).map((b) => b as Case["body"]) : fc.constant(undefined),
    }),
  );
}

/** A URL cannot carry a lone surrogate (the server's gate refuses its escapes): replace them as a browser would. */
const wellFormed = (value: string) => value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** Generated requests sent, by route operation, to report (and check) how many went out. */
const sent = new Map<string, number>();

async function send(spec: RouteSpec, handler: Handler, c: Case) {
  const name = `${spec.method} ${spec.path}`;
  sent.set(name, (sent.get(name) ?? 0) + 1);
  let pathname = spec.path;
  for (const [name, value] of Object.entries(c.params)) pathname = pathname.replace(`{${name}}`, encodeURIComponent(wellFormed(value)));
  const headers: Record<string, string> = {};
  let rawBody: string | Buffer | undefined;
  if (c.body?.kind === "json") {
    headers["content-type"] = "application/json";
    rawBody = c.body.text;
  } else if (c.body?.kind === "bytes") {
    headers["content-type"] = "application/json";
    rawBody = c.body.bytes;
  } else if (c.body?.kind === "type") {
    if (c.body.type) headers["content-type"] = c.body.type;
    rawBody = '{"name":"x"}';
  }
  return callRoute(handler, spec.method, pathname, { params: c.params, query: c.query, apiKey: seed.apiKey, headers, rawBody });
}

describe(`fuzzing every route from the OpenAPI document (${RUNS} cases each)`, () => {
  beforeAll(async () => {
    const owner = await createOwner();
    const app = await registerApp(owner.organization.id);
    seed = { organizationId: owner.organization.id, apiKey: owner.apiKey, userId: owner.user.id, appId: app.id };
    // The key's last use is stamped at most once a minute: stamp it now, before the checksums.
    const { GET } = await import("@/app/api/core/organization/[organizationId]/me/route");
    await callRoute(GET as Handler, "GET", `/api/core/organization/${seed.organizationId}/me`, {
      params: { organizationId: seed.organizationId },
      apiKey: seed.apiKey,
    });
  });

  // A write with nothing to spoil (no body, no path id: "sign out everywhere") has no bad input, only the valid request.
  const routes = ROUTES.filter((r) => !r.multipart && !(r.method !== "GET" && !r.body && !r.path.includes("{")));

  afterAll(() => {
    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    console.info(`[fuzz] ${total} generated bad requests over ${sent.size} route operations (${RUNS} each)`);
  });
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s: no 5xx, the error object, no row changed",
    async (_name, spec) => {
      const routeExports = await routeModule(spec);
      const handler = routeExports[spec.method];
      const before = await checksums();
      await fc.assert(
        fc.asyncProperty(caseFor(spec), async (c) => {
          const res = await send(spec, handler, c);
          expect(res.status, `${spec.method} ${JSON.stringify(c)} → ${res.text}`).toBeLessThan(500);
          if (res.status >= 400) {
            const body = errorBodySchema.safeParse(res.json);
            expect(body.success, `${JSON.stringify(c)} → ${res.text}`).toBe(true);
            expect(res.json.statusCode).toBe(res.status);
          }
          if (spec.method !== "GET") expect(res.status, `${JSON.stringify(c)} → ${res.text}`).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS },
      );
      expect(sent.get(`${spec.method} ${spec.path}`)).toBeGreaterThanOrEqual(RUNS);
      expect(await checksums()).toEqual(before);
    },
    // GET openapi.json builds the whole document per request: 2,000 of them take minutes on a busy machine.
    Math.max(300_000, RUNS * 600),
  );
});
