import "server-only";
import { prisma } from "@/lib/db/client";
import { renderMail } from "@/lib/mail/messages";
import { sendMailInBackground } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";

/** Tells the organization's Owners, each in their language, that the product turned a failing endpoint off. */
export async function mailOwnersEndpointDisabled(endpointId: string): Promise<void> {
  const endpoint = await prisma.webhookEndpoint.findUnique({
    where: { id: endpointId },
    select: { url: true, organizationId: true, organization: { select: { name: true } } },
  });
  if (!endpoint) return;
  const owners = await prisma.membership.findMany({
    where: { organizationId: endpoint.organizationId, invitationStatus: "ACCEPTED", role: { systemKey: "owner" } },
    select: { user: { select: { email: true, locale: true, timezone: true } } },
  });
  const link = mailLink(`/organizations/${endpoint.organizationId}/webhooks`);
  for (const { user } of owners) {
    sendMailInBackground(
      renderMail({
        kind: "webhookDisabled",
        to: user.email,
        locale: user.locale,
        timeZone: user.timezone,
        link,
        values: { organization: endpoint.organization.name, url: endpoint.url },
      }),
    );
  }
}
