import "server-only";
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { prisma } from "../db/client";
import { duringSignIn } from "./auth-route";
import { verifyPassword } from "./password";
import { authSecret } from "./secret";
import { emailSchema } from "../users/schemas";

export const authOptions: NextAuthOptions = {
  secret: process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    Credentials({
      name: "E-mail and password",
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const email = emailSchema.safeParse(credentials?.email);
        if (!email.success || !credentials?.password) return null;
        const user = await duringSignIn(() => prisma.user.findUnique({ where: { email: email.data } }));
        if (!user || !(await verifyPassword(credentials.password, user.passwordHash))) return null;
        return { id: user.id, email: user.email, name: user.fullName };
      },
    }),
  ],
  callbacks: {
    session({ session, token }) {
      if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
      return session;
    },
  },
};

export { authSecret };
