import { forbidden } from "@/lib/api/errors";
import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { ingestDelivery } from "@/lib/delivery/ingest-delivery";
import { deliveryBody } from "@/lib/delivery/schemas";

// POST /api/core/delivery — extension: the serving system (through a reviewer's key) reports running totals
export const POST = withCaller(
  async ({ caller, body }) => {
    if (!caller.user.reviewer) throw forbidden("Only the platform's reviewers and serving system report delivery.", "PERMISSION_DENIED");
    return Response.json(await ingestDelivery(body.rows, caller.user.id));
  },
  { body: deliveryBody },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
