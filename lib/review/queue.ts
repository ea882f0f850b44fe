// What every reviewers' queue shares: the query (limit, cursor), the order (oldest request first, so nothing
// waits forever), the fields each item starts with, and who may read it.
import { z } from "zod";
import { forbidden } from "@/lib/api/errors";
import { keyset, pageSchema, paginationQuery, type PageQuery } from "@/lib/api/pagination";

export const reviewQueueQuery = paginationQuery;

/** The keyset of a queue: by submittedAt, oldest first (then the row id). */
export const reviewQueueOrder = (query: PageQuery) => keyset("submittedAt", "asc", query);

/** Every queue item carries these, placed among its subject's fields with `...reviewStatusFields`. */
export const reviewStatusFields = {
  status: z.string(),
  submittedAt: z.iso.datetime({ offset: true }).describe("When the review was requested; the queue is oldest first"),
};

/** A queue item: the organization it belongs to, then the subject's fields (which include the status fields). */
export function reviewQueueItemSchema<Shape extends z.ZodRawShape & typeof reviewStatusFields>(subject: Shape) {
  return z.object({ organizationId: z.string(), organizationName: z.string(), ...subject });
}

export const reviewQueueSchema = <Item extends z.ZodType>(item: Item) => pageSchema(item);

/** Queues are the platform reviewers' (a user flag, in every organization): 403 for anyone else. */
export function assertReviewer(user: { reviewer: boolean }) {
  if (!user.reviewer) throw forbidden("Only platform reviewers see the review queue.", "PERMISSION_DENIED");
}
