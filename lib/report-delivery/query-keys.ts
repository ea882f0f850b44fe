export const reportDeliveryKeys = {
  schedules: (organizationId: string) => ["report-schedules", organizationId] as const,
  exports: (organizationId: string) => ["report-exports", organizationId] as const,
};
