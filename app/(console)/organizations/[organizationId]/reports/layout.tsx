import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";

export default function ReportsLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  return (
    <OrganizationAreaMessages area="reports" params={params}>
      {children}
    </OrganizationAreaMessages>
  );
}
