import type { ReactNode } from "react";
import { AreaMessages } from "@/components/area-messages";
import { requireUser } from "@/lib/auth/session";

// Every console page needs a signed-in user; API routes check on their own.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return <AreaMessages area="console">{children}</AreaMessages>;
}
