import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function BalanceLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="balance">{children}</AreaMessages>;
}
