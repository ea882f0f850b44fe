import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";

export default function PermissionsLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  return (
    <OrganizationAreaMessages area="permissions" params={params}>
      {children}
    </OrganizationAreaMessages>
  );
}
