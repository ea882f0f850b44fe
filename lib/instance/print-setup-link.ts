import "server-only";
import { issueSetupLinkAtStart } from "./setup-link";

/**
 * The server's start, while the instance has no administrator: prints the one-time setup link (from the configured
 * public origin). Whoever opens it and signs in (or signs up) through it becomes the administrator, who makes
 * reviewers, confirms sign-ups and makes reset links on the console's Instance page. A failure is logged, never fatal.
 */
export async function printSetupLinkAtStart() {
  try {
    const link = await issueSetupLinkAtStart();
    if (!link) return;
    console.log(
      [
        "",
        "> This instance has no administrator yet. Open this one-time setup link and sign in or sign up through it:",
        `>   ${link}`,
        "> That account becomes the instance's administrator (reviewers, sign-ups, reset links: the Instance page).",
        "> The link works once; a later start without an administrator prints a new one and this one stops working.",
        "",
      ].join("\n"),
    );
  } catch (error) {
    console.error(`[instance] Cannot issue the setup link: ${(error as Error).message}`);
  }
}
