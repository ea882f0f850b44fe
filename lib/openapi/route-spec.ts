import type { z } from "zod";
import type { Reason } from "@/lib/api/reasons";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One route of the API, spec operation or extension: the source of the OpenAPI document. */
export type RouteSpec = {
  method: HttpMethod;
  /** OpenAPI path with {params}, exactly as the spec writes it */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Number of the spec operation; absent for extensions */
  operation?: number;
  /**
   * "none" for sign-up and the document itself; "metricsToken" for the metrics scrape (the operator's token, not a
   * member's); "session" for a person's own account, which no API key reaches. Absent: a key or the session.
   */
  auth?: "none" | "metricsToken" | "session";
  params?: Record<string, z.ZodType>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data body (asset upload) */
  multipart?: z.ZodType;
  /** The multipart parts' Encoding Objects: the content types a file part may have */
  multipartEncoding?: Record<string, { contentType: string }>;
  response?: z.ZodType;
  /** Content type of the success answer when it is not JSON (metrics, CSV and PDF files) */
  responseType?: "text/plain" | "text/csv" | "application/pdf" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  /** Spec lists answer arrays with a Link header */
  successStatus?: 200 | 201 | 202;
  /** Error statuses this route can answer beyond the ones every authenticated route can */
  errors?: number[];
  /** Error reasons of this route beyond the ones every route of its kind can answer (see routeReasons) */
  reasons?: Reason[];
  /** Answer fields holding a secret, left out of an Idempotency-Key replay */
  secrets?: string[];
  /** A high-volume receiver (attribution postbacks): no audit entry, Idempotency-Key or dryRun */
  ingest?: true;
  /** false for a write that cannot run in one transaction (an upload): it takes no dryRun; "items" for a batch */
  transaction?: boolean | "items";
  requestExample?: unknown;
  responseExample?: unknown;
};

/** One event type the organization's webhook endpoints are POSTed: an entry of the document's `webhooks`. */
export type WebhookSpec = {
  /** The event type (campaign.approved) */
  name: string;
  operationId: string;
  summary: string;
  description: string;
  example?: unknown;
};
