import { publicOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { readLimited } from "@/lib/http/read-json";
import { partnerOfSlug } from "@/lib/attribution/partners/modules";
import { receivePostback } from "@/lib/operations/attribution/postback-receiver";
import { POSTBACKS_TAG, RECEIVER_PATH, receiveResultSchema, receiverParams } from "@/lib/attribution/receiver/schemas";
import type { NextRequest } from "next/server";

const MAX_BODY_BYTES = 1024 * 1024;

const DESCRIPTION =
  "Extension. Where the app's attribution partner (AppsFlyer, Adjust, Singular, or any other through the generic " +
  "template) sends install and in-app event postbacks: the exact URL, with the partner's macros in its query, is the " +
  'one the app\'s Attribution settings show (docs/attribution.md, "Connecting <partner>"). GET with the values in the ' +
  "query, or POST with them in a JSON object or a form (query values are read too). The token decides: unknown, " +
  "revoked or past its rotation overlap is 403 POSTBACK_TOKEN_INVALID, a partner other than the app's is 403 " +
  "POSTBACK_PARTNER_MISMATCH, an address outside the token's allow list 403 IP_NOT_ALLOWED, and nothing is stored. " +
  "Each token may send POSTBACK_RATE_LIMIT_REQUESTS per POSTBACK_RATE_LIMIT_WINDOW_SECONDS (429 RATE_LIMITED with " +
  "Retry-After). Every postback the token lets in is stored raw: one that cannot be read is 400 POSTBACK_MALFORMED " +
  "and kept 7 days (QUARANTINED); one naming no ad of the token's app, or an ad of another app or organization, is " +
  "stored UNMATCHED and never counted; the rest are ATTRIBUTED and counted in the attribution reports in the same " +
  "transaction. A retry (the partner's event id, else click id, kind, event name and event time) answers what the " +
  "first became with `duplicate: true` and stores nothing new.";

const example = { postbackId: "6740a1b2c3d4e5f60123f001", outcome: "ATTRIBUTED", outcomeReason: null, kind: "INSTALL", duplicate: false };

async function receive(req: NextRequest, params: { partner: string; token: string }) {
  const body = req.method === "POST" ? await readLimited(req, MAX_BODY_BYTES) : null;
  const { result, headers } = await receivePostback({
    partner: partnerOfSlug(params.partner)!,
    token: params.token,
    method: req.method,
    query: req.nextUrl.searchParams,
    rawQuery: req.nextUrl.search.replace(/^\?/, ""),
    body: body && body.byteLength ? new TextDecoder().decode(body) : null,
    contentType: req.headers.get("content-type"),
    ip: clientIp(req.headers),
  });
  return Response.json(result, { headers });
}

const shared = {
  path: RECEIVER_PATH,
  tag: POSTBACKS_TAG,
  description: DESCRIPTION,
  params: receiverParams,
  response: receiveResultSchema,
  responseExample: example,
  errors: [400, 403, 429],
  reasons: [
    "POSTBACK_MALFORMED",
    "POSTBACK_TOKEN_INVALID",
    "POSTBACK_PARTNER_MISMATCH",
    "IP_NOT_ALLOWED",
    "RATE_LIMITED",
    "BODY_TOO_LARGE",
  ],
  ingest: true,
} as const;

export const receivePostbackByGet = publicOperation({
  ...shared,
  method: "GET",
  operationId: "receivePostbackByGet",
  summary: "Receive an attribution postback (GET)",
  reasons: [...shared.reasons],
  errors: [...shared.errors],
  run: ({ req, params }) => receive(req, params),
});

export const receivePostbackByPost = publicOperation({
  ...shared,
  method: "POST",
  operationId: "receivePostbackByPost",
  summary: "Receive an attribution postback (POST)",
  reasons: [...shared.reasons],
  errors: [...shared.errors],
  run: ({ req, params }) => receive(req, params),
});
