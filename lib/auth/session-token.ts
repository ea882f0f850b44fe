import "server-only";
import type { NextRequest } from "next/server";
import { getToken, type JWT } from "next-auth/jwt";
import { authSecret } from "./secret";

// Decrypting the session cookie (a key derivation and an AES decryption) was the largest single cost of a
// console request. A cookie's text always decrypts to the same token, so each process keeps the tokens of the
// cookies it has read. Nothing here decides whether the session is live: that is the session row's (read on every
// request through the authentication cache, which a sign-out or revocation empties at once). The token's own
// expiry is checked on every use, as a fresh decryption would.

const MAX_ENTRIES = 10_000;
const cache = new Map<string, { secret: string; token: JWT }>();

function expired(token: JWT): boolean {
  return typeof token.exp === "number" && token.exp * 1000 <= Date.now();
}

/** The request's session token (next-auth's cookie, decrypted), or null when there is none or it does not decrypt. */
export async function sessionTokenOf(req: NextRequest): Promise<JWT | null> {
  const secret = authSecret();
  const cookies = req.headers.get("cookie");
  if (!cookies) return getToken({ req, secret });
  const known = cache.get(cookies);
  if (known && known.secret === secret && !expired(known.token)) return known.token;
  cache.delete(cookies);
  const token = await getToken({ req, secret });
  // Only tokens that decrypted are kept: a stream of made-up cookies costs its own decryption and no memory.
  if (token && !expired(token)) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(cookies, { secret, token });
  }
  return token;
}
