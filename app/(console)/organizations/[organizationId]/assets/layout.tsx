import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function AssetsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="assets">{children}</AreaMessages>;
}
