import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/registry";
import { COUNTRY_CODES, LANGUAGE_CODES } from "@/lib/campaigns/targeting-values";
import { ENUM_LABELS } from "./enum-labels";
import { LOCALES } from "./config";

// Enums with words of their own elsewhere: error codes and reasons (reasons.json, checked by its own test),
// locales (named in their own language), countries and languages (Intl.DisplayNames in the viewer's locale).
const WORDED_ELSEWHERE = new Set<string>([...LOCALES, ...COUNTRY_CODES, ...LANGUAGE_CODES]);
// Options of a request the console never shows as text (GET /account?missing=404|null, GET /report?perCampaign=
// true|false), and the value of the Idempotent-Replayed response header ("true").
const NEVER_SHOWN = new Set<string>(["404", "null", "true", "false"]);
const ERROR_ENUMS = ["code", "reason"];

function catalogue(locale: string): Record<string, unknown> {
  const dir = path.join(process.cwd(), "lib", "i18n", "messages", locale);
  return Object.fromEntries(
    fs.readdirSync(dir).map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))]),
  );
}

const lookup = (messages: Record<string, unknown>, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);

/** Every enum of the API's request and response schemas, with where it was found. */
function apiEnums(): { where: string; values: string[] }[] {
  const found: { where: string; values: string[] }[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, where));
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (Array.isArray(record.enum)) found.push({ where, values: record.enum.map(String) });
    for (const [key, child] of Object.entries(record)) walk(child, `${where}/${key}`);
  };
  walk(openApiDocument(), "");
  return found;
}

describe("labels for every enum", () => {
  const labelled = new Map(ENUM_LABELS.flatMap((entry) => entry.values.map((value) => [value, entry] as const)));

  it("covers every enum value of the API's schemas", () => {
    const enums = apiEnums();
    expect(enums.length).toBeGreaterThan(20);
    const missing = enums
      .filter(({ where }) => !ERROR_ENUMS.some((name) => where.endsWith(`/Error/properties/${name}`)))
      .flatMap(({ where, values }) =>
        values
          .filter((value) => !labelled.has(value) && !WORDED_ELSEWHERE.has(value) && !NEVER_SHOWN.has(value))
          .map((value) => `${value} (${where})`),
      );
    expect(missing).toEqual([]);
  });

  it.each(["en", "ko"])("has a %s text for every labelled value", (locale) => {
    const messages = catalogue(locale);
    const english = catalogue("en");
    const missing = ENUM_LABELS.flatMap((entry) =>
      entry.values
        .filter((value) => typeof lookup(messages, entry.key(value)) !== "string")
        .map((value) => `${entry.name}: ${entry.key(value)}`),
    );
    expect(missing).toEqual([]);
    if (locale === "ko") {
      // Korean texts are Korean, not the English copied over (brand-like names such as "iOS" excepted).
      const untranslated = ENUM_LABELS.flatMap((entry) =>
        entry.values.filter((value) => {
          const text = lookup(messages, entry.key(value)) as string;
          return text === lookup(english, entry.key(value)) && /[a-z]{3,}/.test(text) && !/^(iOS|Android|Windows|H5.*|OK)$/.test(text);
        }),
      );
      expect(untranslated).toEqual([]);
    }
  });
});
