import type { JsonSchema } from "./docs-data";
import { escapeHtml, StaticHtml } from "./static-html";

// A JSON Schema as an indented list of fields: nested objects and arrays of objects nest under their field, and
// long names and types wrap, so the whole schema fits a phone's width. Styled by structure in docs.css.

type Labels = { required: string; arrayOf: string; itemsOf: string };

function refName(ref: string) {
  return ref.split("/").pop() ?? ref;
}

function typeOf(schema: JsonSchema, labels: Labels): string {
  if (schema.$ref) return refName(schema.$ref);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return variants
      .map((v) => typeOf(v, labels))
      .filter((t, i, all) => all.indexOf(t) === i)
      .join(" | ");
  // A long list of values (country and language codes) shows its first ones and how many there are.
  if (schema.enum) {
    const shown = schema.enum.slice(0, 12).map((v) => JSON.stringify(v));
    return schema.enum.length > shown.length ? `${shown.join(" | ")} | … (${schema.enum.length})` : shown.join(" | ");
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array") return `${labels.arrayOf} ${schema.items ? typeOf(schema.items, labels) : "any"}`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.format ? `${schema.type ?? "any"} (${schema.format})` : (schema.type ?? "any");
}

function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    rules.push(`length ${schema.minLength ?? 0}..${schema.maxLength ?? "∞"}`);
  if (schema.minimum !== undefined) rules.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) rules.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) rules.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    rules.push(`items ${schema.minItems ?? 0}..${schema.maxItems ?? "∞"}`);
  if (schema.pattern) rules.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules.join(", ");
}

/** The object whose fields nest under a field: itself, an array's items, or the one object among variants. */
function nestedObject(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  seen: Set<string>,
): { schema: JsonSchema; ref?: string } | null {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = schemas[name];
    return target && !seen.has(name) ? { ...(nestedObject(target, schemas, seen) ?? { schema: target }), ref: name } : null;
  }
  if (schema.properties) return { schema };
  if (schema.type === "array" && schema.items) return nestedObject(schema.items, schemas, seen);
  const objects = (schema.anyOf ?? schema.oneOf ?? []).map((v) => nestedObject(v, schemas, seen)).filter(Boolean);
  return objects.length === 1 ? objects[0] : null;
}

/** The fields as HTML text (see static-html.tsx for why). */
function fieldsHtml(schema: JsonSchema, schemas: Record<string, JsonSchema>, labels: Labels, seen: Set<string>, depth: number): string {
  const items = Object.entries(schema.properties ?? {}).map(([name, child]) => {
    const nested = depth < 6 ? nestedObject(child, schemas, seen) : null;
    const rules = rulesOf(child);
    return [
      "<li><p>",
      `<code>${escapeHtml(name)}</code><span>${escapeHtml(typeOf(child, labels))}</span>`,
      schema.required?.includes(name) ? `<strong>${escapeHtml(labels.required)}</strong>` : "",
      "</p>",
      child.description ? `<p>${escapeHtml(child.description)}</p>` : "",
      rules ? `<small>${escapeHtml(rules)}</small>` : "",
      nested ? fieldsHtml(nested.schema, schemas, labels, nested.ref ? new Set([...seen, nested.ref]) : seen, depth + 1) : "",
      "</li>",
    ].join("");
  });
  return `<ul>${items.join("")}</ul>`;
}

/** The schema's fields as an HTML list, or null when it has no fields (a plain type). */
export function schemaHtml(schema: JsonSchema, schemas: Record<string, JsonSchema>, labels: Labels): string | null {
  const root = nestedObject(schema, schemas, new Set());
  if (!root) return null;
  const list = fieldsHtml(root.schema, schemas, labels, root.ref ? new Set([root.ref]) : new Set(), 0);
  // A named answer (`$ref`) may itself be the list.
  const answer = schema.$ref ? (schemas[refName(schema.$ref)] ?? schema) : schema;
  return answer.type === "array" ? `<p>${escapeHtml(labels.itemsOf)}</p>${list}` : list;
}

export function SchemaList({ schema, schemas, labels }: { schema: JsonSchema; schemas: Record<string, JsonSchema>; labels: Labels }) {
  const html = schemaHtml(schema, schemas, labels);
  if (html === null) return <p className="mt-1 font-mono text-xs text-slate-700">{typeOf(schema, labels)}</p>;
  return <StaticHtml className="docs-fields" html={html} />;
}
