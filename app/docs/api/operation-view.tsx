import { getLocale, getTranslations } from "next-intl/server";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Reason } from "@/lib/api/reasons";
import type { RouteSpec } from "@/lib/openapi/route-spec";
import { areaKey, type JsonSchema, type Operation } from "./docs-data";
import { InlineCode } from "./inline-code";
import { reasonText } from "./reason-text";
import { SchemaList } from "./schema-list";
import { TryIt } from "./try-it";

const METHOD_TONES: Record<string, BadgeTone> = { GET: "blue", POST: "green", PUT: "yellow", PATCH: "indigo", DELETE: "red" };

/** Examples and curl lines wrap instead of scrolling sideways. */
function Code({ children }: { children: string }) {
  return (
    <pre className="mt-1 whitespace-pre-wrap rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">{children}</pre>
  );
}

function curl(route: RouteSpec, example: unknown) {
  const path = route.path
    .replace("{organizationId}", "$ORG_ID")
    .replace(/\{(\w+)\}/g, (_m, name: string) => `$${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
  const lines = [`curl -X ${route.method} "$BASE_URL${path}"`];
  // A person's own account answers the console session only: no key goes in the example.
  if (route.auth === undefined || route.auth === "metricsToken") lines.push(`  -H "Authorization: Bearer $API_KEY"`);
  if (route.auth === "session") lines.push(`  -H "Cookie: next-auth.session-token=$SESSION_TOKEN" -H "Origin: $BASE_URL"`);
  if (route.body) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(example ?? {})}'`);
  if (route.multipart) lines.push(`  -F "file=@creative.png" -F "productType=1"`);
  return lines.join(" \\\n");
}

export async function OperationView({
  route,
  operation,
  schemas,
}: {
  route: RouteSpec;
  operation: Operation;
  schemas: Record<string, JsonSchema>;
}) {
  const t = await getTranslations("docs");
  const titles = await getTranslations("apiOperations");
  const tReasons = await getTranslations("reasons");
  const locale = await getLocale();
  const labels = { required: t("required"), arrayOf: t("arrayOf"), itemsOf: t("itemsOf") };
  const body = operation.requestBody?.content && Object.entries(operation.requestBody.content)[0];
  const responses = Object.entries(operation.responses);
  const success = responses.find(([status]) => status.startsWith("2"));
  const successJson = success?.[1].content?.["application/json"];
  const statusName = (status: string) => (t.has(`statuses.${status}`) ? t(`statuses.${status}`) : "");
  return (
    <article id={route.operationId}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t(`areas.${areaKey(route.tag)}`)}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{titles(route.operationId)}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone={METHOD_TONES[route.method]} className="font-mono">
          {route.method}
        </Badge>
        <code className="min-w-0 font-mono text-sm font-semibold text-slate-900">{route.path}</code>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge tone={route.operation ? "indigo" : "gray"}>
          {route.operation ? t("specOperation", { number: route.operation }) : t("extension")}
        </Badge>
        {route.auth === "none" && <Badge tone="yellow">{t("noAuth")}</Badge>}
        {route.auth === "session" && <Badge tone="yellow">{t("sessionOnly")}</Badge>}
      </div>
      {route.description && (
        <p className="mt-4 max-w-3xl text-sm leading-relaxed text-slate-700">
          <InlineCode text={route.description} />
        </p>
      )}

      {operation.parameters.length > 0 && (
        <section className="mt-8">
          <h2 className="text-base font-semibold text-slate-900">{t("parameters")}</h2>
          <ul className="mt-2 divide-y divide-slate-100 rounded-md px-3 ring-1 ring-slate-200">
            {operation.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="py-2">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-mono text-xs font-semibold text-slate-900">{p.name}</code>
                  <span className="text-xs text-slate-600">{t(`in.${p.in}`)}</span>
                  {p.required && <span className="text-[11px] font-semibold text-red-700">{t("required")}</span>}
                </p>
                {(p.description ?? p.schema.description) && (
                  <p className="mt-0.5 text-xs text-slate-700">
                    <InlineCode text={(p.description ?? p.schema.description)!} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {body && (
        <section className="mt-8">
          <h2 className="text-base font-semibold text-slate-900">
            {t("requestBody")} <span className="font-mono text-xs font-normal text-slate-600">{body[0]}</span>
          </h2>
          <SchemaList schema={body[1].schema} schemas={schemas} labels={labels} />
          {body[1].example !== undefined && (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("example")}</summary>
              <Code>{JSON.stringify(body[1].example, null, 2)}</Code>
            </details>
          )}
        </section>
      )}

      <section className="mt-8">
        <h2 className="text-base font-semibold text-slate-900">{t("responses")}</h2>
        {success && (
          <>
            <h3 className="mt-2 text-sm font-medium text-slate-800">
              <span className="font-mono text-emerald-800">{success[0]}</span> {statusName(success[0])} · {t("successBody")}
            </h3>
            {successJson ? (
              <SchemaList schema={successJson.schema} schemas={schemas} labels={labels} />
            ) : (
              <p className="mt-1 font-mono text-xs text-slate-700">text/plain</p>
            )}
            {successJson?.example !== undefined && (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("example")}</summary>
                <Code>{JSON.stringify(successJson.example, null, 2)}</Code>
              </details>
            )}
          </>
        )}
        <h3 className="mt-5 text-sm font-medium text-slate-800">{t("errorReasons")}</h3>
        <p className="mt-1 text-xs text-slate-600">{t("errors")}</p>
        <ul className="mt-2 space-y-2">
          {responses
            .filter(([status]) => !status.startsWith("2"))
            .map(([status, response]) => (
              <li key={status} className="text-sm">
                <p>
                  <span className="font-mono font-semibold text-red-700">{status}</span>{" "}
                  <span className="text-slate-800">{statusName(status)}</span>
                </p>
                {(response["x-reasons"] ?? []).length > 0 && (
                  <ul className="docs-reasons">
                    {(response["x-reasons"] as Reason[]).map((reason) => (
                      <li key={reason}>
                        <a href={`/docs/api/reasons#reason-${reason}`}>{reason}</a>{" "}
                        <InlineCode text={reasonText(reason, locale, tReasons)} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
        </ul>
      </section>

      <details className="mt-8">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("curl")}</summary>
        <Code>{curl(route, route.requestExample)}</Code>
      </details>

      <TryIt
        method={route.method}
        path={route.path}
        pathParams={[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)}
        body={route.body ? JSON.stringify(route.requestExample ?? {}, null, 2) : undefined}
        multipart={!!route.multipart}
      />
    </article>
  );
}
