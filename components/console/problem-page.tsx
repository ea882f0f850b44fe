import type { ReactNode } from "react";

/** A page that could not be shown (404, an error, no access): what happened, in words, and a way on. */
export function ProblemPage({ code, title, body, children }: { code?: string; title: string; body: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center sm:py-24" aria-labelledby="problem-title">
      {code && <p className="text-sm font-semibold tracking-wide text-indigo-700">{code}</p>}
      <h1 id="problem-title" className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-base text-pretty text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
    </section>
  );
}
