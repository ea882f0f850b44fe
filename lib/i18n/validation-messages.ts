import type { z } from "zod";
import type { Locale } from "./config";
import en from "./validation/en.json";
import ko from "./validation/ko.json";

// Validation texts per locale. The schemas write their messages in English fragments (the API answers them as
// they are, after the field's name); the console shows sentences in the reader's language instead: a schema's own
// message when the catalogue lists it under `messages`, else a text for the issue's code and bounds under `codes`,
// its numbers formatted for the locale ("at least 1,000").

type Catalogue = typeof en;
const CATALOGUES: Record<Locale, Catalogue> = { en, ko };
type CodeKey = keyof Catalogue["codes"];
type Issue = z.core.$ZodIssue;

const byEnglishText = new Map<string, keyof Catalogue["messages"]>(
  (Object.entries(en.messages) as [keyof Catalogue["messages"], string][]).map(([key, text]) => [text, key]),
);

function fill(text: string, values: Record<string, unknown>, locale: Locale): string {
  const numbers = new Intl.NumberFormat(locale);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === "number" ? numbers.format(value) : String(value);
  });
}

/** An English fragment ("must not be negative") as a sentence ("Must not be negative."); other texts as they are. */
function sentence(text: string, locale: Locale): string {
  if (locale !== "en" || text === "") return text;
  const capital = text[0].toUpperCase() + text.slice(1);
  return /[.!?)]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * A message the server or a schema wrote in English, as a sentence in `locale`: the catalogue's text when it lists
 * the message; in English the message itself, else null.
 */
export function localizeMessage(message: string, locale: Locale): string | null {
  const key = byEnglishText.get(message);
  if (key) return sentence(CATALOGUES[locale].messages[key], locale);
  return locale === "en" ? sentence(message, locale) : null;
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
 * The sentence to show for a zod issue in `locale`: the catalogue's text for the schema's message when it lists it;
 * in English a refinement's own message (written for people, as a sentence); else the text for the issue's code,
 * never zod's generic English ("Invalid input: expected number, received NaN").
 */
export function localizeIssue(issue: Issue, locale: Locale): string {
  const key = byEnglishText.get(issue.message);
  if (key) return sentence(CATALOGUES[locale].messages[key], locale);
  if (locale === "en" && issue.code === "custom") return sentence(issue.message, locale);
  const code = codeKey(issue);
  return fill(CATALOGUES[locale].codes[code.key], code.values ?? {}, locale);
}
