import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function PermissionsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="permissions">{children}</AreaMessages>;
}
