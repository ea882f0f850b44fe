import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function CrossPromotionsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="cross-promotions">{children}</AreaMessages>;
}
