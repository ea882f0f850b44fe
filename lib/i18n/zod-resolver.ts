import { zodResolver as baseZodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { Locale } from "./config";
import { pageLocale } from "./page-locale";
import { localizeIssue } from "./validation-messages";

// In the browser zod must not probe for eval (`new Function("")`): the console's CSP refuses it and the browser
// logs every refusal as an error. The server keeps zod's compiled parsers (no CSP applies there).
if (typeof window !== "undefined") z.config({ jitless: true });

type Issue = z.core.$ZodIssue;
type Parse = (values: unknown, params?: unknown) => unknown;

function localizeAll(issues: Issue[], locale: Locale) {
  for (const issue of issues) {
    if (issue.code === "invalid_union") for (const branch of issue.errors) localizeAll(branch, locale);
    (issue as { message: string }).message = localizeIssue(issue, locale);
  }
}

/** Issues carry the value they refused, so an empty field reads "required" rather than "wrong type". */
const withInput = (params: unknown) => ({ reportInput: true, ...(params as object | undefined) });

function rethrowLocalized(error: unknown): never {
  const issues = (error as { issues?: unknown }).issues;
  if (Array.isArray(issues)) localizeAll(issues as Issue[], pageLocale());
  throw error;
}

/**
 * `zodResolver` of @hookform/resolvers whose messages are in the page's locale: the schema's parse is wrapped so
 * the issues it throws carry the catalogue's text (lib/i18n/validation/<locale>.json) before the resolver
 * turns them into field errors. Same signature, so forms swap the import and nothing else.
 */
export const zodResolver = ((schema: object, schemaOptions?: object, resolverOptions?: object) => {
  const base = schema as { parse: Parse; parseAsync: (values: unknown, params?: unknown) => Promise<unknown> };
  const localized = Object.create(schema, {
    parse: {
      value: (values: unknown, params?: unknown) => {
        try {
          return base.parse(values, withInput(params));
        } catch (error) {
          rethrowLocalized(error);
        }
      },
    },
    parseAsync: { value: (values: unknown, params?: unknown) => base.parseAsync(values, withInput(params)).catch(rethrowLocalized) },
  });
  return (baseZodResolver as (...args: unknown[]) => unknown)(localized, schemaOptions, resolverOptions);
}) as typeof baseZodResolver;
