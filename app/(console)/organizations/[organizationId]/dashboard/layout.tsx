import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="dashboard">{children}</AreaMessages>;
}
