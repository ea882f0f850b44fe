import { withPublic } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { invitationTokenParams } from "@/lib/members/invitation-schemas";
import { describeInvitation } from "@/lib/members/invitations";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/auth/invitations/{token} — extension: what an invitation link is for (to its holder)
export const GET = withPublic(
  async ({ req, params }) => {
    await throttle("accept", { ip: clientIp(req.headers) });
    return Response.json(await describeInvitation(params.token));
  },
  { params: invitationTokenParams },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
