import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function MembersLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="members">{children}</AreaMessages>;
}
