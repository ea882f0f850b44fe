import { forbidden } from "@/lib/api/errors";
import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { listOpenTopUps } from "@/lib/top-ups/list-top-ups";
import { topUpPageQuery } from "@/lib/top-ups/schemas";

// GET /api/core/review/top-ups — extension: every organization's open top-up requests, oldest first, for reviewers
export const GET = withCaller(
  async ({ caller, query }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the top-up queue.", "PERMISSION_DENIED");
    return Response.json(await listOpenTopUps(query));
  },
  { query: topUpPageQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
