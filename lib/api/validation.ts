import { z } from "zod";
import { badRequest, type ErrorDetail } from "./errors";

// A missing field reads "is required" rather than zod's "expected string, received undefined".
z.config({
  customError: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is required" : undefined),
});

function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** Flattens zod issues into `details`, one entry per field; unknown keys name each key (as Stripe does). */
export function zodDetails(error: z.ZodError, prefix: readonly PropertyKey[] = []): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    const base = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) details.push({ path: joinPath([...base, key]), message: "Unknown field" });
    } else {
      details.push({ path: joinPath(base), message: issue.message });
    }
  }
  return details;
}

/** Parses with zod, or throws 400 VALIDATION_FAILED with details naming the fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = zodDetails(result.error);
  const first = details[0];
  const summary = first ? `${first.path || where}: ${first.message}` : "invalid";
  throw badRequest(
    `Invalid ${where}: ${summary}${details.length > 1 ? ` (and ${details.length - 1} more)` : ""}`,
    "VALIDATION_FAILED",
    details,
  );
}
