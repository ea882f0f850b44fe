import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function ServiceAccountsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="service-accounts">{children}</AreaMessages>;
}
