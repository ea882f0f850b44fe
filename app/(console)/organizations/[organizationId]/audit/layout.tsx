import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function AuditLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="audit">{children}</AreaMessages>;
}
