import { Fragment } from "react";
import { escapeHtml } from "./static-html";

/** Text whose `backticked` parts are code: shown as inline code, never as raw backticks. */
export function InlineCode({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900">
        {part}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** The same as HTML text, for the lists written as HTML (static-html.tsx). */
export function codeHtml(text: string): string {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join("");
}
