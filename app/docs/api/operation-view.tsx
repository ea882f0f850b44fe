import { getTranslations } from "next-intl/server";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { RouteSpec } from "@/lib/openapi/route-spec";
import { SchemaTable } from "./schema-table";

type Operation = {
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; description?: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown; example?: unknown }> }>;
};

const METHOD_TONES: Record<string, BadgeTone> = { GET: "blue", POST: "green", PUT: "yellow", PATCH: "indigo", DELETE: "red" };

function Json({ value }: { value: unknown }) {
  return (
    <pre className="max-h-96 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function curl(route: RouteSpec, example: unknown) {
  const path = route.path.replace("{organizationId}", "$ORG_ID").replace(/\{(\w+)\}/g, (_m, name: string) => `$${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
  const lines = [`curl -X ${route.method} "$BASE_URL${path}"`];
  if (route.auth !== "none") lines.push(`  -H "Authorization: Bearer $API_KEY"`);
  if (route.body) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(example ?? {})}'`);
  if (route.multipart) lines.push(`  -F "file=@creative.png" -F "productType=1"`);
  return lines.join(" \\\n");
}

export async function OperationView({ id, route, operation }: { id: string; route: RouteSpec; operation: Operation }) {
  const t = await getTranslations("docs");
  const body = operation.requestBody?.content && Object.entries(operation.requestBody.content)[0];
  return (
    <article id={id} className="scroll-mt-6 border-b border-slate-100 py-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={METHOD_TONES[route.method]} className="font-mono">
          {route.method}
        </Badge>
        <code className="break-all text-sm font-semibold text-slate-900">{route.path}</code>
        <Badge tone={route.operation ? "indigo" : "gray"}>
          {route.operation ? t("specOperation", { number: route.operation }) : t("extension")}
        </Badge>
        {route.auth === "none" && <Badge tone="yellow">{t("noAuth")}</Badge>}
      </div>
      <h3 className="mt-2 text-base font-semibold text-slate-900">{route.summary}</h3>
      {route.description && <p className="mt-1 text-sm text-slate-600">{route.description}</p>}

      {operation.parameters.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-800">{t("parameters")}</h4>
          <table className="mt-1 w-full text-left text-sm">
            <tbody>
              {operation.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`} className="border-t border-slate-100 align-top">
                  <td className="py-1.5 pr-3 font-mono text-xs">{p.name}</td>
                  <td className="py-1.5 pr-3 text-xs text-slate-500">
                    {p.in}
                    {p.required && <span className="ml-1 text-red-700">{t("required")}</span>}
                  </td>
                  <td className="py-1.5 text-xs text-slate-600">{p.description ?? (p.schema as { description?: string })?.description ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        {body && (
          <div>
            <h4 className="text-sm font-semibold text-slate-800">
              {t("requestBody")} <span className="font-mono text-xs font-normal text-slate-500">{body[0]}</span>
            </h4>
            <SchemaTable schema={body[1].schema as object} requiredLabel={t("required")} />
            {body[1].example !== undefined && (
              <>
                <h5 className="mt-2 text-xs font-semibold text-slate-600">{t("example")}</h5>
                <Json value={body[1].example} />
              </>
            )}
          </div>
        )}
        <div>
          <h4 className="text-sm font-semibold text-slate-800">{t("responses")}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status}>
                <span className={`font-mono font-semibold ${status.startsWith("2") ? "text-emerald-700" : "text-red-700"}`}>{status}</span>{" "}
                <span className="text-slate-600">{response.description}</span>
              </li>
            ))}
          </ul>
          {(() => {
            const success = Object.entries(operation.responses).find(([s]) => s.startsWith("2"));
            const content = success?.[1].content?.["application/json"];
            if (!content) return null;
            return (
              <>
                <SchemaTable schema={content.schema as object} requiredLabel={t("required")} />
                {content.example !== undefined && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs font-semibold text-slate-600">{t("example")}</summary>
                    <Json value={content.example} />
                  </details>
                )}
              </>
            );
          })()}
        </div>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-xs font-semibold text-slate-600">{t("curl")}</summary>
        <pre className="mt-1 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{curl(route, route.requestExample)}</pre>
      </details>
    </article>
  );
}
