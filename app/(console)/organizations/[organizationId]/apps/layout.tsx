import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function AppsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="apps">{children}</AreaMessages>;
}
