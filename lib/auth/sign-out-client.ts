"use client";
import { signOut } from "next-auth/react";

/**
 * Ends the session and opens the sign-in page on this page's own origin. next-auth's own redirect goes to
 * NEXTAUTH_URL (or http://localhost:3000 when unset), which is another origin whenever the console is reached
 * by another name than that.
 */
export async function signOutHere() {
  await signOut({ redirect: false });
  // A full page load on purpose: nothing the signed-out person's pages cached survives in memory.
  window.location.assign("/sign-in"); // eslint-disable-line @next/next/no-location-assign-relative-destination
}
