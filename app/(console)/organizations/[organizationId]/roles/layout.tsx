import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function RolesLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="roles">{children}</AreaMessages>;
}
