// Every request body refuses fields it does not name, at every depth: a field no form offers (a user row's column,
// a campaign's spent amount) can never ride in on a body. Walked over the whole document, so a new route is held to
// it on the day it is added; the zod schemas themselves are checked too, since they, not the document, parse.
import { describe, expect, it } from "vitest";
import { openApiDocument, ROUTES } from "./registry";

type JsonSchema = Record<string, unknown>;
type Document = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
};

// Bodies that are open on purpose, each with why.
const OPEN_ON_PURPOSE: Record<string, string> = {
  // the browser's WebAuthn registration answer: its `response` carries what the authenticator and browser add
  // (transports, extension outputs); @simplewebauthn/server reads the fields it knows
  "POST /api/auth/passkeys application/json.response": "WebAuthn credential from the browser",
  "POST /api/auth/passkeys application/json.response.response": "WebAuthn credential from the browser",
  // a multipart form: its parts are read by name, others are never read
  "POST /api/core/organization/{organizationId}/ad/assets multipart/form-data>UploadAssetForm": "multipart form",
};

/** "METHOD path type.field.field" of every object in a request body that accepts properties it does not name. */
function openObjects(document: Document): string[] {
  const open = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        const seen = new Set<unknown>();
        const walk = (schema: unknown, where: string): void => {
          if (!schema || typeof schema !== "object" || seen.has(schema)) return;
          seen.add(schema);
          const node = schema as JsonSchema;
          if (typeof node.$ref === "string") {
            const name = node.$ref.split("/").pop()!;
            return walk(document.components.schemas[name], `${where}>${name}`);
          }
          if (node.type === "object" && node.properties && node.additionalProperties !== false) open.add(where);
          for (const [key, value] of Object.entries(node)) {
            if (key === "properties") for (const [field, child] of Object.entries(value as object)) walk(child, `${where}.${field}`);
            else if (value && typeof value === "object") walk(value, where);
          }
        };
        walk(media.schema, `${method.toUpperCase()} ${path} ${type}`);
      }
    }
  }
  return [...open];
}

describe("request bodies are closed", () => {
  it("every object of every request body in the document refuses unnamed fields (but those open on purpose)", () => {
    const open = openObjects(openApiDocument() as Document);
    expect(open.filter((where) => !(where in OPEN_ON_PURPOSE))).toEqual([]);
    // the allowance names only what is still open, so it cannot hide a body that was closed and opened again elsewhere
    expect(Object.keys(OPEN_ON_PURPOSE).filter((where) => !open.includes(where))).toEqual([]);
  });

  it("every operation's body schema refuses an unknown top-level field when it parses", () => {
    const bodies = ROUTES.filter((route) => route.body);
    expect(bodies.length).toBeGreaterThan(40);
    const accepting = bodies.filter((route) => {
      const parsed = route.body!.safeParse({ fieldNoFormOffers: 1 });
      return !(
        !parsed.success &&
        parsed.error.issues.some((issue) => issue.code === "unrecognized_keys" && issue.keys.includes("fieldNoFormOffers"))
      );
    });
    expect(accepting.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it("the walk finds an open object when there is one", () => {
    const document: Document = {
      paths: { "/x": { post: { requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/X" } } } } } } },
      components: {
        schemas: {
          X: {
            type: "object",
            additionalProperties: false,
            properties: { inner: { type: "object", properties: { a: { type: "string" } } } },
          },
        },
      },
    };
    expect(openObjects(document)).toEqual(["POST /x application/json>X.inner"]);
  });
});
