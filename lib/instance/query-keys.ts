// The instance's accounts and sign-ups span organizations, like the reviewers' queues.
export const instanceKeys = {
  all: () => ["instance"] as const,
  users: (q: string) => ["instance", "users", q] as const,
  signUps: () => ["instance", "sign-ups"] as const,
  auditLog: () => ["instance", "audit-log"] as const,
};
