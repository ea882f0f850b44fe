import NextAuth from "next-auth";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { guardAuthRoute } from "@/lib/auth/auth-route";
import { authOptions } from "@/lib/auth/options";

const handler = guardAuthRoute(NextAuth(authOptions));

// GET, POST /api/auth/* — next-auth (sign-in, sign-out, session, csrf); unknown actions answer 404 JSON
export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
