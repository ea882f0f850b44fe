import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function WebhooksLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="webhooks">{children}</AreaMessages>;
}
