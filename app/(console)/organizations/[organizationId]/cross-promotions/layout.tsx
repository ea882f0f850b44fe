import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";

export default function CrossPromotionsLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  return (
    <OrganizationAreaMessages area="cross-promotions" params={params}>
      {children}
    </OrganizationAreaMessages>
  );
}
