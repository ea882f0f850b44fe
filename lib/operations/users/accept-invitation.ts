import { publicOperation } from "@/lib/http/operation";
import { optionalSessionUserId } from "@/lib/http/authenticate";
import { clientIp } from "@/lib/api/client-ip";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { throttle } from "@/lib/auth/throttle";
import { findLiveToken } from "@/lib/auth/tokens";
import { acceptInvitationBody, acceptInvitationResponse, invitationTokenParams } from "@/lib/members/invitation-schemas";
import { acceptInvitation as accept } from "@/lib/members/invitations";
import { ACCOUNT_TAG, THROTTLED } from "./examples";

export const acceptInvitation = publicOperation({
  method: "POST",
  path: "/api/auth/invitations/{token}/accept",
  operationId: "acceptInvitation",
  summary: "Accept an invitation",
  description:
    "Signed in with the invited e-mail: an empty body (403 INVITATION_FOR_ANOTHER_ACCOUNT for another account). " +
    "Otherwise `fullName` and `password` create the account, its e-mail confirmed by the link (409 SIGN_IN_TO_ACCEPT " +
    `when the e-mail already has an account). Single use; 400 TOKEN_INVALID after. ${THROTTLED}`,
  tag: ACCOUNT_TAG,
  audit: "member:accept-invitation",
  params: invitationTokenParams,
  body: acceptInvitationBody,
  response: acceptInvitationResponse,
  errors: [403, 409, 429],
  reasons: ["TOKEN_INVALID", "INVITATION_FOR_ANOTHER_ACCOUNT", "SIGN_IN_TO_ACCEPT", "RATE_LIMITED"],
  // Public, yet a signed-in caller accepts with their session: that case is held to the same origin as any session write.
  run: async ({ req, params, body }) => {
    const invited = await findLiveToken(params.token, "INVITATION");
    await throttle("accept", { ip: clientIp(req.headers), email: invited?.email });
    const userId = await optionalSessionUserId(req);
    if (userId) assertSameOrigin(req.method, req.headers);
    return accept(params.token, userId, body);
  },
});
