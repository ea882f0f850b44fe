import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function DocsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="docs">{children}</AreaMessages>;
}
