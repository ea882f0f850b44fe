export const notificationKeys = {
  all: ["notifications"] as const,
  latest: () => [...notificationKeys.all, "latest"] as const,
  list: (unreadOnly: boolean) => [...notificationKeys.all, "list", { unreadOnly }] as const,
  preferences: (organizationId: string) => ["notification-preferences", organizationId] as const,
};
