import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";
import { ReviewTabs } from "./review-tabs";

export default async function ReviewLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return (
    <AreaMessages area="review">
      <ReviewTabs organizationId={organizationId} />
      {children}
    </AreaMessages>
  );
}
