// Safe in the browser (no Buffer, no zod): the console's fetchers size their pages with these.
export const PAGE_LIMIT_MAX = 200;
export const PAGE_LIMIT_DEFAULT = 50;

/**
 * The rows each console list asks for per page. Its hook and the server's prefetch of its first page both read
 * the number here, so the prefetched page is the one the hook would have fetched.
 */
export const PAGE_SIZES = {
  apps: 50,
  approvalHistory: 50,
  appPlatformQueue: 50,
  assets: 20,
  auditLog: 50,
  balanceHistory: 25,
  // receipts, tax invoices and refunds on the balance page, and the reviewers' billing queues
  billingDocuments: 10,
  campaigns: 50,
  campaignHistory: 50,
  campaignReviewQueue: 20,
  adReviewQueue: 20,
  crossPromotions: 50,
  instanceAuditLog: 20,
  instanceUsers: 20,
  members: 100,
  notificationBell: 8,
  notifications: 30,
  organizations: 200,
  organizationSearch: 20,
  roles: 200,
  serviceAccounts: 100,
  topUps: 20,
  topUpQueue: 50,
  webhookDeliveries: 20,
} as const satisfies Record<string, number>;
