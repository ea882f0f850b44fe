import { withPublic } from "@/lib/api/handler";
import { optionalSessionUserId } from "@/lib/api/authenticate";
import { clientIp } from "@/lib/api/client-ip";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { throttle } from "@/lib/auth/throttle";
import { findLiveToken } from "@/lib/auth/tokens";
import { acceptInvitationBody, invitationTokenParams } from "@/lib/members/invitation-schemas";
import { acceptInvitation } from "@/lib/members/invitations";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/auth/invitations/{token}/accept — extension: accept an invitation (signed in: one click; else sign up)
export const POST = withPublic(
  async ({ req, params, body }) => {
    const invited = await findLiveToken(params.token, "INVITATION");
    await throttle("accept", { ip: clientIp(req.headers), email: invited?.email });
    const userId = await optionalSessionUserId(req);
    if (userId) assertSameOrigin(req.method, req.headers);
    return Response.json(await acceptInvitation(params.token, userId, body));
  },
  { params: invitationTokenParams, body: acceptInvitationBody },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
