import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/registry";

// The audit trail records the top-level fields of every change's body (never their values); the page shows them in
// words. Every field a write of the API takes has a word in both languages.
type Schema = { $ref?: string; properties?: Record<string, unknown>; anyOf?: Schema[]; oneOf?: Schema[] };

const doc = openApiDocument();
const schemas = doc.components.schemas as Record<string, Schema>;
const resolve = (schema: Schema): Schema => (schema.$ref ? schemas[schema.$ref.slice("#/components/schemas/".length)] : schema);
const fieldsOf = (schema: Schema): string[] => {
  const own = resolve(schema);
  return [...Object.keys(own.properties ?? {}), ...[...(own.anyOf ?? []), ...(own.oneOf ?? [])].flatMap(fieldsOf)];
};

function writtenFields(): Set<string> {
  const fields = new Set<string>();
  for (const operations of Object.values(
    doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>,
  ))
    for (const [method, operation] of Object.entries(operations)) {
      if (method === "get" || !operation.requestBody) continue;
      for (const { schema } of Object.values(operation.requestBody.content)) fieldsOf(schema).forEach((field) => fields.add(field));
    }
  return fields;
}

const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "i18n", "messages", locale, "audit.json"), "utf8")) as {
    fieldNames: Record<string, string>;
  };

describe("the audit trail's field names", () => {
  const fields = writtenFields();
  it("reads the fields of the writes from the document", () => {
    expect(fields.size).toBeGreaterThan(40);
    expect(fields).toContain("targeting");
  });
  it.each(["en", "ko"])("has a word in %s for every field a write takes", (locale) => {
    const { fieldNames } = catalogue(locale);
    expect([...fields].filter((field) => !fieldNames[field])).toEqual([]);
  });
  it("words them in Korean, not with the API's names", () => {
    const { fieldNames } = catalogue("ko");
    const untranslated = Object.entries(fieldNames).filter(([field, word]) => word === field && !/^[A-Z]+$/.test(word));
    expect(untranslated).toEqual([]);
    expect(fieldNames.dailyBudget).toBe("일일 예산");
  });
});
