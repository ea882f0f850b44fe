import { AsyncLocalStorage } from "node:async_hooks";
import type { Tx } from "./client";

/**
 * The audit actions, by name: lib/audit/actions.ts fills it in (declaration merging), so the request's audit entry
 * takes only an action the code records, without this layer importing the audit domain.
 * @public (merged into by name, which knip does not follow)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by lib/audit/actions.ts
export interface AuditActionNames {}

/**
 * What the route wrapper knows about the request in flight, for code deep below it: who is acting (for the
 * audit trail), the transaction an idempotent request runs in, and faults met where they cannot be thrown.
 */
export type RequestContext = {
  requestId: string;
  ip: string | null;
  actor?:
    | { userId: string; apiKeyId: string | null; via: "session" | "apiKey" }
    | { userId: null; apiKeyId: string; via: "serviceAccount"; serviceAccount: { id: string; name: string } }
    | { userId: null; apiKeyId: string; via: "integrationKey"; integrationKey: { id: string; name: string } };
  /** Set while an idempotent POST runs: every query of the request joins this one transaction. */
  tx?: Tx;
  /** The audit entry the wrapper would write for this change (a handler's recordAudit starts from it). */
  audit?: {
    action: keyof AuditActionNames;
    organizationId: string | null;
    targetId: string | null;
    fields: string[];
    /** Each changed field's value before and after (secrets redacted), added by the code that made the change. */
    changes?: Record<string, { from: unknown; to: unknown }>;
  };
  /**
   * A write asked with ?dryRun=true: it runs in full inside its transaction, which is then rolled back, so nothing
   * it would write is kept. Work that would leave the transaction (mail sent in the background) checks this.
   */
  dryRun?: boolean;
  /** An operation of a batch: the batch settles the authentication cache once, after all of them. */
  inBatch?: boolean;
  /** Whether the handler already wrote its own audit entry (the wrapper then writes none). */
  audited?: boolean;
  /** A database fault met inside a library that turns errors into something else (next-auth's sign-in). */
  unavailable?: boolean;
  /** Sign-in: the password was right and a second factor is awaited; the route answers with this step's token. */
  secondFactor?: { token: string; methods: ("totp" | "recovery-code" | "passkey")[] };
  /** Sign-in: a refusal (an ApiError) next-auth would turn into "wrong password" (a throttled second factor); the route answers it. */
  refused?: Error;
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `work` (and what it starts) outside any request: work shared by several requests belongs to none of them. */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}
