import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { handlerOf, type Operation, type OutputOf } from "./operation";
import { originOf } from "./request-origin";

// The console's server-side caller: a page that prefetches data asks the operation itself, as the browser
// would, with the page request's session cookie. The same wrapper authenticates, checks membership, expiry and
// permission, parses and answers: no access rule is written twice, so the HTML never shows what the API would
// refuse.

/** What the server-side caller throws when the operation refuses: the status and the common error object. */
class ServerCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`server call answered ${status}`);
  }
}

// Only what a browser's request to the API would carry for a session: never an Authorization header (a console
// page is a session's, and a key sent with a page request must not speak for it).
const FORWARDED = [
  "cookie",
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-for",
  "x-real-ip",
  "accept-language",
  "user-agent",
];

type Input = { params?: Record<string, string>; query?: Record<string, string | number | undefined> };

function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`callOperation: ${template} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Runs a read operation for the signed-in user of this page request and answers its data; a list answers its
 * page as `{ items, nextCursor }` whichever way the route sends it. Throws ServerCallError on a refusal.
 */
export async function callOperation<O extends Operation>(operation: O, { params = {}, query = {} }: Input = {}): Promise<OutputOf<O>> {
  if (operation.method !== "GET") throw new Error(`callOperation reads only: ${operation.method} ${operation.path}`);
  const incoming = await headers();
  const url = new URL(pathOf(operation.path, params), originOf(incoming));
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const forwarded = new Headers();
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  const response = await handlerOf(operation)(new NextRequest(url, { headers: forwarded }), { params: Promise.resolve(params) });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ServerCallError(response.status, body);
  if (operation.pagination !== "link") return body;
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "");
  return { items: body, nextCursor: next ? new URL(next[1], url).searchParams.get("cursor") : null } as OutputOf<O>;
}
