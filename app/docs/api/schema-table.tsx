// A JSON Schema rendered as a field table: the readable part of the reference.
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: unknown;
};

type Row = { path: string; type: string; required: boolean; rules: string; description?: string };

function typeOf(schema: Schema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).filter((t, i, all) => all.indexOf(t) === i).join(" | ");
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array") return `array of ${schema.items ? typeOf(schema.items) : "any"}`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.format ? `${schema.type ?? "any"} (${schema.format})` : (schema.type ?? "any");
}

function rulesOf(schema: Schema): string {
  const rules: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) rules.push(`length ${schema.minLength ?? 0}..${schema.maxLength ?? "∞"}`);
  if (schema.minimum !== undefined) rules.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) rules.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) rules.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) rules.push(`≥ ${schema.minItems} items`);
  if (schema.pattern) rules.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules.join(", ");
}

function rows(schema: Schema, prefix = "", out: Row[] = [], depth = 0): Row[] {
  if (depth > 6) return out;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.push({ path, type: typeOf(child), required: !!schema.required?.includes(name), rules: rulesOf(child), description: child.description });
    if (child.properties) rows(child, path, out, depth + 1);
    if (child.type === "array" && child.items?.properties) rows(child.items, `${path}[]`, out, depth + 1);
  }
  return out;
}

export function SchemaTable({ schema, requiredLabel }: { schema: Schema; requiredLabel: string }) {
  const target = schema.type === "array" && schema.items ? schema.items : schema;
  const list = rows(target);
  if (list.length === 0) return <p className="mt-1 font-mono text-xs text-slate-600">{typeOf(schema)}</p>;
  return (
    <div className="mt-1 overflow-x-auto rounded-md ring-1 ring-slate-200">
      {schema.type === "array" && <p className="bg-slate-50 px-3 py-1 font-mono text-xs text-slate-600">array of</p>}
      <table className="w-full text-left text-xs">
        <tbody>
          {list.map((row) => (
            <tr key={row.path} className="border-t border-slate-100 align-top first:border-t-0">
              <td className="whitespace-nowrap py-1.5 pl-3 pr-2 font-mono font-medium text-slate-900">
                {row.path}
                {row.required && <span className="ml-1 font-sans text-[10px] font-semibold text-red-700">{requiredLabel}</span>}
              </td>
              <td className="py-1.5 pr-2 font-mono text-slate-600">{row.type}</td>
              <td className="py-1.5 pr-3 text-slate-600">
                {row.description}
                {row.rules && <span className="block text-slate-400">{row.rules}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
