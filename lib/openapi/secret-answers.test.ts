// A secret an answer shows once (a new key, a signing secret, recovery codes, a link carrying a token) must never be
// kept for an Idempotency-Key replay. The wrapper leaves out the fields an operation lists in `secrets`; this walks
// every POST of the document (only POSTs are replayed) and fails for an answer field holding a secret that its
// operation does not list — the day a route that answers a secret is added without saying so.
import { describe, expect, it } from "vitest";
import { redactSecrets } from "@/lib/http/idempotency";
import { openApiDocument, ROUTES } from "./registry";

/** Answer fields that hold a secret wherever they appear. */
const SECRET_FIELDS = [
  "apiKey",
  "secret",
  "uri",
  "qrCode",
  "recoveryCodes",
  "inviteUrl",
  "token",
  "postbackUrl",
  "postbackUrls",
  "password",
];

type JsonSchema = { $ref?: string; properties?: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** The top-level fields of a route's success answer, as the document says. */
function answerFields(document: Document, method: string, path: string): string[] {
  const responses = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const success = Object.entries(responses).find(([status]) => status.startsWith("2"))?.[1];
  let schema = success?.content?.["application/json"]?.schema;
  if (schema?.$ref) schema = document.components.schemas[schema.$ref.split("/").pop()!];
  return Object.keys(schema?.properties ?? {});
}

describe("answers that show a secret", () => {
  const document = openApiDocument() as Document;
  const posts = ROUTES.filter((route) => route.method === "POST");

  it("every POST answering a secret field lists it in `secrets`, so its replay leaves it out", () => {
    const unlisted = posts.flatMap((route) =>
      answerFields(document, route.method, route.path)
        .filter((field) => SECRET_FIELDS.includes(field) && !(route.secrets ?? []).includes(field))
        .map((field) => `${route.method} ${route.path}: ${field}`),
    );
    expect(unlisted).toEqual([]);
  });

  it("the walk reads answers: the routes known to show a secret are found with it", () => {
    const found = (path: string) => answerFields(document, "POST", path);
    expect(found("/api/auth/two-factor/recovery-codes")).toContain("recoveryCodes");
    expect(found("/api/core/review/integration-keys")).toContain("apiKey");
    expect(found("/api/core/organization/{organizationId}/webhooks")).toContain("secret");
    expect(posts.filter((route) => route.secrets?.length).length).toBeGreaterThanOrEqual(10);
  });

  it("a listed field is left out of what is kept and named in `redacted`", () => {
    const kept = JSON.parse(redactSecrets(JSON.stringify({ id: "k1", apiKey: "oak_x", prefix: "oak_" }), ["apiKey"]));
    expect(kept).toEqual({ id: "k1", prefix: "oak_", redacted: ["apiKey"] });
  });
});
