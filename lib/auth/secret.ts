import { setting } from "@/lib/config";
/** AUTH_SECRET signs session cookies; scripts/start.mjs makes and keeps one for a single machine. */
export function authSecret(): string {
  const secret = setting("AUTH_SECRET") ?? setting("NEXTAUTH_SECRET");
  if (!secret) throw new Error("AUTH_SECRET is not set (npm start sets one for a single machine; set it yourself in production)");
  return secret;
}
