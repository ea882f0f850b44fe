import type { ReactNode } from "react";
import { ReviewTabs } from "./review-tabs";

export default async function ReviewLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return (
    <>
      <ReviewTabs organizationId={organizationId} />
      {children}
    </>
  );
}
