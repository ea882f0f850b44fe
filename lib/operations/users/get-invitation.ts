import { publicOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { invitationSchema, invitationTokenParams } from "@/lib/members/invitation-schemas";
import { describeInvitation } from "@/lib/members/invitations";
import { ACCOUNT_TAG } from "./examples";

export const getInvitation = publicOperation({
  method: "GET",
  path: "/api/auth/invitations/{token}",
  operationId: "getInvitation",
  summary: "What an invitation link is for",
  tag: ACCOUNT_TAG,
  params: invitationTokenParams,
  response: invitationSchema,
  errors: [429],
  reasons: ["TOKEN_INVALID", "RATE_LIMITED"],
  run: async ({ req, params }) => {
    await throttle("accept", { ip: clientIp(req.headers) });
    return describeInvitation(params.token);
  },
});
