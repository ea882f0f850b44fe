import { withOrganization } from "@/lib/api/handler";
import { addMemberByEmail } from "@/lib/members/add-member-by-email";
import { actorOf } from "@/lib/permissions/member-authority";
import { addMemberBody } from "@/lib/members/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/core/organization/{organizationId}/members/by-email — operation 11: add member by e-mail
export const POST = withOrganization(
  async ({ organizationId, membership, can, body }) =>
    Response.json(await addMemberByEmail(organizationId, actorOf(membership, can), body)),
  { permission: "member:create", body: addMemberBody, secrets: ["inviteUrl"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
