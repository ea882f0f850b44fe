/** A Retry-After in seconds as people say it: seconds under a minute, else whole minutes rounded up. */
type RetryWait = { unit: "seconds" | "minutes"; count: number };

export function retryWait(seconds: number): RetryWait {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? { unit: "seconds", count: whole } : { unit: "minutes", count: Math.ceil(whole / 60) };
}

/** "14 minutes", "1 second": the server's English message (the console shows its own, localized). */
export function retryWaitInWords(seconds: number): string {
  const { unit, count } = retryWait(seconds);
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}
