export type DeliveryFilter = { status?: "PENDING" | "SUCCEEDED" | "FAILED" };

export const webhookKeys = {
  all: (organizationId: string) => ["webhooks", organizationId] as const,
  list: (organizationId: string) => [...webhookKeys.all(organizationId), "list"] as const,
  detail: (organizationId: string, webhookId: string) => [...webhookKeys.all(organizationId), "detail", webhookId] as const,
  allDeliveries: (organizationId: string, webhookId: string) => [...webhookKeys.all(organizationId), "deliveries", webhookId] as const,
  deliveries: (organizationId: string, webhookId: string, filter: DeliveryFilter) =>
    [...webhookKeys.allDeliveries(organizationId, webhookId), filter] as const,
};
