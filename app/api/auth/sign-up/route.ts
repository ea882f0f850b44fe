import { withPublic } from "@/lib/api/handler";
import { signUpBody } from "@/lib/users/schemas";
import { signUp } from "@/lib/users/sign-up";

// POST /api/auth/sign-up — extension: create an account and its first organization
export const POST = withPublic(async ({ body }) => Response.json(await signUp(body)), { body: signUpBody });
