import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function CampaignsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="campaigns">{children}</AreaMessages>;
}
