import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";

export default function SettingsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="settings">{children}</AreaMessages>;
}
