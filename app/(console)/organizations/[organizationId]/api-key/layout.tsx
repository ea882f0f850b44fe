import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function ApiKeyLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="api-key">{children}</AreaMessages>;
}
