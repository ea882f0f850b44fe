"use client";

/**
 * next-auth's sign-out (POST /api/auth/signout with its CSRF token), then the sign-in page on this origin.
 * Written out rather than next-auth/react's signOut(), which would add that client library to every console page.
 */
export async function signOutToSignIn(): Promise<void> {
  const csrf = (await (await fetch("/api/auth/csrf", { credentials: "same-origin" })).json().catch(() => ({}))) as { csrfToken?: string };
  await fetch("/api/auth/signout", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken ?? "", callbackUrl: "/sign-in", json: "true" }),
  });
  // A full load: nothing of the signed-in console (its query cache) outlives the session.
  window.location.replace("/sign-in");
}
