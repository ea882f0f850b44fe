import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";

export default function SettingsLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  return (
    <OrganizationAreaMessages area="settings" params={params}>
      {children}
    </OrganizationAreaMessages>
  );
}
