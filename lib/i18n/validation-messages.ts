import type { z } from "zod";
import type { Locale } from "./config";
import en from "./validation/en.json";
import ko from "./validation/ko.json";

// Validation texts per locale. The schemas write their messages in English (the API answers them as they are);
// the console shows the catalogue's text instead: a schema's own message when the catalogue lists it under
// `messages`, else a text for the issue's code and bounds under `codes`.

type Catalogue = typeof en;
const CATALOGUES: Record<Locale, Catalogue> = { en, ko };
type CodeKey = keyof Catalogue["codes"];
type Issue = z.core.$ZodIssue;

const byEnglishText = new Map<string, keyof Catalogue["messages"]>(
  (Object.entries(en.messages) as [keyof Catalogue["messages"], string][]).map(([key, text]) => [text, key]),
);

function fill(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message the server or a schema wrote in English, in `locale` when the catalogue knows it. */
export function localizeMessage(message: string, locale: Locale): string | null {
  const key = byEnglishText.get(message);
  return key ? CATALOGUES[locale].messages[key] : null;
}

function codeKey(issue: Issue): { key: CodeKey; values?: Record<string, unknown> } {
  switch (issue.code) {
    case "invalid_type":
      // `input` is there when the parse asked for it (reportInput); a missing value reads "required".
      if (issue.expected === "int") return { key: "integer" };
      if (issue.input === undefined || issue.input === null || issue.input === "") return { key: "required" };
      return { key: issue.expected === "number" ? "number" : "invalid" };
    case "too_small": {
      const values = { minimum: Number(issue.minimum) };
      if (issue.origin === "string") return values.minimum <= 1 ? { key: "notEmpty" } : { key: "minLength", values };
      if (issue.origin === "array" || issue.origin === "set") return { key: "minItems", values };
      return { key: issue.inclusive === false ? "aboveNumber" : "minNumber", values };
    }
    case "too_big": {
      const values = { maximum: Number(issue.maximum) };
      if (issue.origin === "string") return { key: "maxLength", values };
      if (issue.origin === "array" || issue.origin === "set") return { key: "maxItems", values };
      return { key: issue.inclusive === false ? "belowNumber" : "maxNumber", values };
    }
    case "invalid_format":
      if (issue.format === "email") return { key: "email" };
      if (issue.format === "url") return { key: "url" };
      return { key: "format" };
    case "invalid_value":
      return { key: "choice" };
    case "not_multiple_of":
      return { key: "multipleOf", values: { divisor: Number(issue.divisor) } };
    case "unrecognized_keys":
      return { key: "unknownKeys", values: { keys: issue.keys.join(", ") } };
    default:
      return { key: "invalid" };
  }
}

/**
 * The text to show for a zod issue in `locale`. English keeps the schema's own message (it is written for people);
 * other locales take the catalogue's translation of that message, or the text for the issue's code.
 */
export function localizeIssue(issue: Issue, locale: Locale): string {
  if (locale === "en") return issue.message;
  const known = localizeMessage(issue.message, locale);
  if (known) return known;
  const { key, values } = codeKey(issue);
  return fill(CATALOGUES[locale].codes[key], values ?? {});
}
