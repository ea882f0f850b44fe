import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="profile">{children}</AreaMessages>;
}
