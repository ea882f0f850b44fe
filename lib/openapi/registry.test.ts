import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { handlerOf, type Operation } from "@/lib/http/operation";
import { PAGE_LIMIT_MAX } from "@/lib/api/page-limits";
import { openApiDocument, ROUTES } from "./registry";

// Route files and the registry must agree both ways: the OpenAPI document is built from the registry.
function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const api = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const files = routeFiles(api).filter((file) => !file.includes("[...nextauth]") && !file.includes("[...path]"));
const templateOf = (file: string) =>
  "/api/" +
  path
    .relative(api, path.dirname(file))
    .split(path.sep)
    .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))
    .join("/");
const registered = ROUTES.map((r) => `${r.method} ${r.path}`);

/** "METHOD /path" of every method a route file implements: its own handler, or the handler of an operation of the registry. */
async function implementedRoutes(): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const template = templateOf(file);
    const source = fs.readFileSync(file, "utf8");
    const exported = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const operation = ROUTES.find((route) => route.method === method && route.path === template) as Operation | undefined;
      const viaOperation = operation?.run !== undefined && exported[method] === handlerOf(operation);
      if (viaOperation || new RegExp(`export const ${method}\\b`).test(source)) found.push(`${method} ${template}`);
    }
  }
  return found;
}

describe("route registry", () => {
  it("documents every implemented route, and implements every documented one", async () => {
    const implemented = await implementedRoutes();
    expect(registered.sort()).toEqual(expect.arrayContaining(implemented.sort()));
    expect(implemented.sort()).toEqual(expect.arrayContaining(registered.sort()));
  }, 120_000);
  it("answers one status for a rotation of every kind of key: 200, as the spec's member key rotation", () => {
    const rotations = ROUTES.filter((route) => route.operationId.startsWith("rotate"));
    expect(rotations.map((route) => route.operationId).sort()).toEqual(
      expect.arrayContaining(["rotateApiKey", "rotateIntegrationKey", "rotateServiceAccountKey", "rotateWebhookSecret"]),
    );
    expect(rotations.filter((route) => (route.successStatus ?? 200) !== 200).map((route) => route.operationId)).toEqual([]);
  });
  it("has unique operation ids", () => {
    const ids = ROUTES.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("every route file answers all five methods (missing ones through methodsNotAllowed)", () => {
    for (const file of routeFiles(api).filter((f) => !f.includes("[...nextauth]"))) {
      const source = fs.readFileSync(file, "utf8");
      for (const method of METHODS) {
        const exported = new RegExp(
          `export const ${method}\\b|export const \\{[^}]*\\b${method}\\b[^}]*\\}|export \\{[^}]*\\b${method}\\b`,
        ).test(source);
        expect(exported, `${path.relative(process.cwd(), file)} ${method}`).toBe(true);
      }
    }
  });
});

describe("OpenAPI document", () => {
  const doc = openApiDocument();
  it("is OpenAPI 3.1 with every route and the common error object", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const route of ROUTES) {
      const operation = (doc.paths[route.path] as Record<string, { responses: Record<string, unknown> }>)[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation.responses)).toContain(String(route.successStatus ?? 200));
      expect(Object.keys(operation.responses)).toContain("400");
    }
    expect(doc.components.schemas.Error).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["statusCode", "code", "message"]),
    });
  });
  it("every $ref resolves inside the document (no zod-local #/$defs left behind)", () => {
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const [, kind, name] = /^#\/components\/(schemas|headers)\/(.+)$/.exec(ref) ?? [];
      expect(kind, ref).toBeDefined();
      expect(doc.components[kind as "schemas" | "headers"], ref).toHaveProperty(name);
    }
  });
  it("every response example is valid against its route's response schema (Redocly and openapi-typescript check them too)", () => {
    const invalid = ROUTES.filter(
      (r) => r.response && r.responseExample !== undefined && !r.response.safeParse(r.responseExample).success,
    ).map((r) => `${r.method} ${r.path}`);
    expect(invalid).toEqual([]);
  });

  it("describes request bodies from the same zod schemas the handlers parse with", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking the generated JSON document
    const put = (doc.paths["/api/core/organization/{organizationId}"] as Record<string, any>).put;
    const { $ref } = put.requestBody.content["application/json"].schema;
    const schema = (doc.components.schemas as Record<string, any>)[$ref.slice("#/components/schemas/".length)]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(schema.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 100 });
    expect(schema.additionalProperties).toBe(false);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking the generated JSON document
  const paths = doc.paths as Record<string, Record<string, any>>;
  const CAMPAIGNS = "/api/core/organization/{organizationId}/campaign";

  it("refers to named components for resources instead of inlining them", () => {
    expect(paths[`${CAMPAIGNS}/{campaignId}`].get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Campaign",
    });
    const names = Object.keys(doc.components.schemas);
    for (const name of ["Campaign", "Member", "App", "Asset", "Role", "Creative", "TopUp", "CrossPromotion"]) expect(names).toContain(name);
    expect(names.filter((name) => /^Schema\d*$|\D\d+$/.test(name))).toEqual([]);
  });

  it("declares limit an integer from 1 to the largest page the lists serve", () => {
    const limit = paths[CAMPAIGNS].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: PAGE_LIMIT_MAX });
    expect(limit.schema).not.toHaveProperty("pattern");
  });

  it("gives timestamps, addresses and e-mails their formats, and a creative oneOf image or video", () => {
    const { Campaign, Member, AssetResult, Creative } = doc.components.schemas as unknown as Record<
      string,
      { properties: Record<string, object> }
    >;
    expect(Campaign.properties.createdAt).toEqual({ type: "string", format: "date-time" });
    expect(Member.properties.email).toMatchObject({ type: "string", format: "email" });
    expect(AssetResult.properties.url).toMatchObject({ type: "string", format: "uri" });
    expect(Creative).toMatchObject({ oneOf: [{ required: ["image"] }, { required: ["video"] }] });
    expect(doc.components.schemas).toHaveProperty("Image");
    expect(doc.components.schemas).toHaveProperty("Video");
  });

  it("declares the headers answers carry", () => {
    const list = paths["/api/core/organization/{organizationId}/members"].get.responses;
    const create = paths[CAMPAIGNS].post.responses;
    const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
    expect(Object.keys(list["200"].headers)).toEqual(["X-Request-Id", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Link"]);
    expect(create["200"].headers["Idempotent-Replayed"]).toEqual(ref("Idempotent-Replayed"));
    expect(create["429"].headers["Retry-After"]).toEqual(ref("Retry-After"));
    expect(create["503"].headers["Retry-After"]).toEqual(ref("Retry-After"));
    expect(create["409"].headers).not.toHaveProperty("Retry-After");
    // { items, nextCursor } lists page in the body, not in Link; public routes have no key to rate-limit.
    expect(paths[CAMPAIGNS].get.responses["200"].headers).not.toHaveProperty("Link");
    expect(Object.keys(paths["/api/health"].get.responses["200"].headers)).toEqual(["X-Request-Id"]);
    expect(Object.keys(doc.components.headers)).toEqual(expect.arrayContaining(Object.keys(list["200"].headers)));
  });

  it("states that an API key speaks for one organization only", () => {
    expect(doc.components.securitySchemes.apiKey.description).toMatch(/one organization/);
    expect(paths[CAMPAIGNS].post.responses["403"].description).toMatch(/one organization it was issued in/);
  });

  it("describes the upload's file as OpenAPI 3.1 raw bytes, with the content types a part may name", () => {
    const upload = paths["/api/core/organization/{organizationId}/ad/assets"].post.requestBody.content["multipart/form-data"];
    const form = (doc.components.schemas as Record<string, any>)[upload.schema.$ref.slice("#/components/schemas/".length)]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(form.properties.file).toMatchObject({ type: "string", contentMediaType: "application/octet-stream" });
    expect(form.properties.file).not.toHaveProperty("contentEncoding");
    expect(upload.encoding.file.contentType.split(", ")).toEqual(["image/jpeg", "image/png", "image/webp", "video/mp4", "video/quicktime"]);
  });

  it("types perCampaign a boolean wherever it appears: the report's query and the export and schedule bodies", () => {
    const query = paths["/api/core/organization/{organizationId}/report"].get.parameters.find(
      (p: { name: string }) => p.name === "perCampaign",
    );
    expect(query.schema.type).toBe("boolean");
    expect(query.schema).not.toHaveProperty("enum");
    const found: unknown[] = [];
    JSON.stringify(doc, (key, value) => (key === "perCampaign" && value?.type ? (found.push(value.type), value) : value));
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(new Set(found)).toEqual(new Set(["boolean"]));
  });

  it("declares every event type under webhooks, each POSTing the events API's one Event schema", async () => {
    const { EVENT_TYPE_NAMES, TEST_EVENT_TYPE } = await import("@/lib/events/event-types");
    const webhooks = doc.webhooks as Record<string, { post: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(Object.keys(webhooks).sort()).toEqual([...EVENT_TYPE_NAMES, TEST_EVENT_TYPE].sort());
    for (const [type, { post }] of Object.entries(webhooks)) {
      expect(post.requestBody.content["application/json"].schema, type).toEqual({ $ref: "#/components/schemas/Event" });
      expect(post.parameters.map((p: { name: string }) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
    }
    const list = paths["/api/core/organization/{organizationId}/events"].get.responses["200"].content["application/json"].schema;
    const eventList = (doc.components.schemas as Record<string, any>)[list.$ref.slice("#/components/schemas/".length)]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(eventList.properties.items.items).toEqual({ $ref: "#/components/schemas/Event" });
    expect((doc.components.schemas as Record<string, any>).Event.properties.type.enum).toContain(TEST_EVENT_TYPE); // eslint-disable-line @typescript-eslint/no-explicit-any
  });

  it("describes every tag and names a licence (Redocly's recommended rules)", () => {
    expect(doc.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
    expect(doc.info.license).toMatchObject({ name: expect.any(String), identifier: expect.any(String) });
  });

  it("gives each store platform an example URL of its own store", () => {
    const app = doc.components.schemas as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const text = JSON.stringify(app);
    const example = (platform: string) => new RegExp(`"${platform}":\\{[^}]*"examples":\\["([^"]+)"`).exec(text)?.[1];
    expect(new URL(example("android")!).host).toBe("play.google.com");
    expect(new URL(example("ios")!).host).toBe("apps.apple.com");
    expect(new URL(example("windows")!).host).toBe("apps.microsoft.com");
  });

  it("documents /api/metrics as the operator's METRICS_TOKEN, not as open", () => {
    expect(paths["/api/metrics"].get.security).toEqual([{ metricsToken: [] }]);
    expect(paths["/api/metrics"].get.responses["401"]["x-reasons"]).toContain("INVALID_METRICS_TOKEN");
    expect(paths["/api/metrics"].get.responses["404"]["x-reasons"]).toContain("METRICS_DISABLED");
  });
});
