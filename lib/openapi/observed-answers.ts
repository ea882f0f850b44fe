// The error answers integration tests observed, compared with the OpenAPI document: every (route, status, reason)
// a handler really answers must be declared on its operation, so an SDK's error handling covers it.

/** One error answer a test got from a route handler: the request's method and path, the status and `reason`. */
export type ObservedAnswer = { method: string; path: string; status: number; reason: string | null };

type Responses = Record<string, { "x-reasons"?: string[] }>;
type DocumentPaths = Record<string, Record<string, { responses: Responses }>>;

function templateMatcher(template: string) {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+");
  return { template, params: (template.match(/\{/g) ?? []).length, regex: new RegExp(`^${pattern}$`) };
}

/**
 * The observed answers the document does not declare, one line each (`POST /api/…/{id} 409 REASON`), sorted and
 * without repeats. A path no operation of that method documents (a 405 for a method the route refuses, the
 * catch-all 404) has no entry to hold a reason and is not counted.
 */
export function undeclaredAnswers(paths: DocumentPaths, observed: ObservedAnswer[]): string[] {
  // A literal segment beats a parameter: /campaign/status before /campaign/{campaignId}.
  const templates = Object.keys(paths)
    .map(templateMatcher)
    .sort((a, b) => a.params - b.params);
  const missing = new Set<string>();
  for (const answer of observed) {
    const method = answer.method.toLowerCase();
    const match = templates.find((t) => paths[t.template][method] && t.regex.test(answer.path));
    if (!match) continue;
    const response = paths[match.template][method].responses[String(answer.status)];
    const declared = response && (answer.reason === null || (response["x-reasons"] ?? []).includes(answer.reason));
    if (!declared) missing.add(`${answer.method.toUpperCase()} ${match.template} ${answer.status} ${answer.reason ?? "(no reason)"}`);
  }
  return [...missing].sort();
}
