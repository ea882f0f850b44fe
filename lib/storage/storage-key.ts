// Storage keys are relative names made of safe segments: lower-case letters, digits, and `.`, `_`, `-`
// between them. No empty, `.` or `..` segment can pass, so a key can never leave the storage root.
const SEGMENT = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
};

/** The content type a stored file is served with, from its key's extension; null for anything else. */
export function contentTypeOfKey(key: string): string | null {
  const dot = key.lastIndexOf(".");
  if (dot < 0 || key.lastIndexOf("/") > dot) return null;
  return CONTENT_TYPES[key.slice(dot + 1)] ?? null;
}
