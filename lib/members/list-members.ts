import "server-only";
import { invalidCursor } from "../api/pagination";
import { prisma } from "../db/client";
import { memberInclude, serializeMember } from "./member-schema";

/** Operation 10: members in the order they joined, a page at a time (cursor: the last membership's id). */
export async function listMembers(organizationId: string, limit: number, cursor?: string) {
  if (cursor && !(await prisma.membership.count({ where: { id: cursor, organizationId } }))) throw invalidCursor();
  const rows = await prisma.membership.findMany({
    where: { organizationId },
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    include: memberInclude,
    orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { members: page.map(serializeMember), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
