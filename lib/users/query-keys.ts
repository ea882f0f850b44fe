export const accountKeys = {
  profile: () => ["account", "profile"] as const,
  sessions: () => ["account", "sessions"] as const,
  twoFactor: () => ["account", "two-factor"] as const,
};
