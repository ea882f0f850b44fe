import type { ReactNode } from "react";
import { getOrganizationTimeZone } from "@/lib/organizations/organization-queries";
import type { MessageArea } from "@/lib/i18n/client-namespaces";
import { AreaMessages } from "./area-messages";

/** An area of an organization's pages: its messages, and dates in the organization's time zone. */
export async function OrganizationAreaMessages({
  area,
  params,
  children,
}: {
  area: MessageArea;
  params: Promise<{ organizationId: string }>;
  children: ReactNode;
}) {
  const { organizationId } = await params;
  return (
    <AreaMessages area={area} timeZone={await getOrganizationTimeZone(organizationId)}>
      {children}
    </AreaMessages>
  );
}
