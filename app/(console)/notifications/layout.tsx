import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function NotificationsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="notifications">{children}</AreaMessages>;
}
