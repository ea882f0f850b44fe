import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function SettlementLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="settlement">{children}</AreaMessages>;
}
