import { withPublic } from "@/lib/api/handler";
import { signUpBody } from "@/lib/users/schemas";
import { signUp } from "@/lib/users/sign-up";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/auth/sign-up — extension: create an account and its first organization
export const POST = withPublic(async ({ body }) => Response.json(await signUp(body)), { body: signUpBody, audit: "user:sign-up" });

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
