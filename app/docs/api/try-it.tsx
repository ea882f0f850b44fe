"use client";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";

type Answer = { status: number; statusText: string; headers: [string, string][]; body: string };

type TryItProps = {
  method: string;
  path: string;
  pathParams: string[];
  /** JSON request body to start from; absent when the route takes none */
  body?: string;
  multipart?: boolean;
};

function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Calls the route from this page (same origin, so the signed-in session cookie goes along) and shows the answer. */
export function TryIt({ method, path, pathParams, body, multipart }: TryItProps) {
  const t = useTranslations("docs.tryIt");
  const id = useId();
  const [params, setParams] = useState<Record<string, string>>({});
  const [query, setQuery] = useState("");
  const [json, setJson] = useState(body ?? (multipart ? '{\n  "productType": "1"\n}' : ""));
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (pathParams.some((name) => !params[name]?.trim())) return setProblem(t("missingParam"));
    const url =
      path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name].trim())) +
      (query.trim() ? `?${query.trim().replace(/^\?/, "")}` : "");
    const init: RequestInit = { method, credentials: "same-origin" };
    if (body !== undefined || multipart) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json || "{}");
      } catch {
        return setProblem(t("invalidJson"));
      }
      if (multipart) {
        const form = new FormData();
        for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) form.append(key, String(value));
        if (file) form.append("file", file);
        init.body = form;
      } else {
        init.body = JSON.stringify(parsed);
        init.headers = { "Content-Type": "application/json" };
      }
    }
    setSending(true);
    try {
      const res = await fetch(url, init);
      setAnswer({ status: res.status, statusText: res.statusText, headers: [...res.headers.entries()], body: pretty(await res.text()) });
    } catch {
      setProblem(t("networkError"));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-lg p-4 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      <p className="mt-1 text-xs text-slate-600">{t("signIn")}</p>
      <Form onSubmit={send} className="mt-3 space-y-3">
        {pathParams.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t("pathParams")}</legend>
            {pathParams.map((name) => (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="block font-mono text-xs text-slate-800">
                  {name}
                </label>
                <Input
                  id={`${id}-${name}`}
                  value={params[name] ?? ""}
                  onChange={(e) => setParams((p) => ({ ...p, [name]: e.target.value }))}
                  className="mt-1 font-mono"
                  autoComplete="off"
                  spellCheck={false}
                />
              </div>
            ))}
          </fieldset>
        )}
        {method === "GET" && (
          <div>
            <label htmlFor={`${id}-query`} className="block text-sm font-medium text-slate-800">
              {t("query")}
            </label>
            <Input
              id={`${id}-query`}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="mt-1 font-mono"
              placeholder="limit=10"
              spellCheck={false}
            />
          </div>
        )}
        {(body !== undefined || multipart) && (
          <div>
            <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
              {multipart ? t("fields") : t("body")}
            </label>
            <Textarea
              id={`${id}-body`}
              value={json}
              onChange={(e) => setJson(e.target.value)}
              rows={8}
              className="mt-1 font-mono text-xs"
              spellCheck={false}
            />
          </div>
        )}
        {multipart && (
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
              {t("file")}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="mt-1 block w-full text-sm text-slate-800"
            />
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={sending}>
          <span className="font-mono text-xs">{method}</span> {sending ? t("sending") : t("send")}
        </Button>
      </Form>
      {answer && (
        <div className="mt-4 space-y-2" aria-live="polite">
          <p className="text-sm text-slate-800">
            {t("status")}:{" "}
            <strong className={answer.status < 400 ? "text-emerald-800" : "text-red-700"}>
              {answer.status} {answer.statusText}
            </strong>
          </p>
          <h3 className="text-sm font-medium text-slate-800">{t("headers")}</h3>
          <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 font-mono text-xs text-slate-800">
            {answer.headers.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-slate-600">{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="text-sm font-medium text-slate-800">{t("responseBody")}</h3>
          <pre
            tabIndex={0}
            aria-label={t("responseBody")}
            className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-900 p-3 text-xs text-slate-100"
          >
            {answer.body}
          </pre>
        </div>
      )}
    </section>
  );
}
