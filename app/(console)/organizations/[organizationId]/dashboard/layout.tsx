import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";

export default function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  return (
    <OrganizationAreaMessages area="dashboard" params={params}>
      {children}
    </OrganizationAreaMessages>
  );
}
