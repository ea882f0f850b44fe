import type { ReactNode } from "react";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";
import { ReviewTabs } from "./review-tabs";

export default async function ReviewLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return (
    <OrganizationAreaMessages area="review" params={params}>
      <ReviewTabs organizationId={organizationId} />
      {children}
    </OrganizationAreaMessages>
  );
}
