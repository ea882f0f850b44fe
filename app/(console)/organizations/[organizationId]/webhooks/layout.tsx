import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";

export default function WebhooksLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  return (
    <OrganizationAreaMessages area="webhooks" params={params}>
      {children}
    </OrganizationAreaMessages>
  );
}
