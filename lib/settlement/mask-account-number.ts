// The masked form every response and page shows: six bullets, then at most the last four letters or digits
// of the number (spaces and hyphens do not count). A short number shows at most half of its characters, so a
// four-digit number is never shown whole; the bullets are always six, so the mask does not reveal the length.

export const MASK_PREFIX = "••••••";
const VISIBLE_MAX = 4;

/** The characters of an account number that the mask may show; this is what the row keeps in clear. */
export function visibleTail(accountNumber: string): string {
  const significant = Array.from(accountNumber.normalize("NFKC")).filter((c) => /[\p{L}\p{N}]/u.test(c));
  const count = Math.min(VISIBLE_MAX, Math.floor(significant.length / 2));
  return count === 0 ? "" : significant.slice(-count).join("");
}

export function maskAccountNumber(tail: string): string {
  return MASK_PREFIX + tail;
}
