import type { ReactNode } from "react";
import { Button } from "./button";
import { IntentLink } from "./intent-link";

/**
 * A primary action that leads to another page ("Register app", "New campaign"): a link styled as a button when
 * the caller may take it, otherwise a disabled button saying why. Its page is prefetched on intent, not on load.
 */
export function PermittedLink({ href, disabledReason, children }: { href: string; disabledReason?: string; children: ReactNode }) {
  if (disabledReason) return <Button disabledReason={disabledReason}>{children}</Button>;
  return (
    <IntentLink
      href={href}
      className="inline-flex items-center rounded-md bg-indigo-600 px-3.5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </IntentLink>
  );
}
