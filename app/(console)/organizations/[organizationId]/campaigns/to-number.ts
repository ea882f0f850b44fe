/** Empty stays undefined (so "is required" shows), anything else becomes a number for the schema to judge. */
export function toNumber(value: unknown): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  return typeof value === "number" ? value : Number(value);
}
