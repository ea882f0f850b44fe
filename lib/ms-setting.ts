/** A duration setting from the environment in milliseconds, or `fallback`; anything but a positive integer stops the start. */
export function msSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive number of milliseconds`);
  return value;
}
