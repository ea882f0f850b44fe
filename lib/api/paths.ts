import {
  acceptInvitation,
  addAd,
  addMemberByEmail,
  addPasskey,
  applyPlan,
  approvalAction,
  approvalHistory,
  approveRefund,
  campaignForecast,
  campaignHistory,
  campaignReport,
  cancelTopUp,
  changeAdStatus,
  changeCampaignStatus,
  changePassword,
  claimInstance,
  confirmSignUp,
  confirmTopUp,
  confirmTotp,
  countReviewQueues,
  createResetLink,
  createServiceAccountKey,
  downloadReceipt,
  downloadStatementCsv,
  downloadStatementPdf,
  duplicateCampaign,
  exportTaxInvoices,
  getApp,
  getAsset,
  getBalanceHistory,
  getBusinessDetails,
  getCampaign,
  getHouseCampaign,
  getInvitation,
  getMe,
  getMember,
  getNotificationPreferences,
  getOrganization,
  getPermissions,
  getProfile,
  getRefundable,
  getReportExport,
  getReportSchedule,
  getRole,
  getServiceAccount,
  getSettlementAccount,
  getTwoFactor,
  getTwoFactorRequirement,
  getWebhook,
  listAdReviewQueue,
  listAppReviewQueue,
  listApps,
  listAssets,
  listAttributionSettings,
  listAuditLog,
  listCampaignReviewQueue,
  listCampaigns,
  listCrossPromotions,
  listInstanceAuditLog,
  listInstanceUsers,
  listIntegrationKeys,
  listMembers,
  listMyOrganizations,
  listNotifications,
  listPostbackTokens,
  listReceipts,
  listRefundReviewQueue,
  listRefunds,
  listReportExports,
  listReportSchedules,
  listRoles,
  listServiceAccounts,
  listSessions,
  listTaxInvoiceReviewQueue,
  listTaxInvoices,
  listTopUpReviewQueue,
  listTopUps,
  listTrackingLinks,
  listWaitingSignUps,
  listWebhookDeliveries,
  listWebhooks,
  markAllNotificationsRead,
  markNotificationRead,
  organizationReport,
  passkeyRegistrationOptions,
  putAttributionSetting,
  reauthenticate,
  recordCharge,
  recordTaxInvoiceIssued,
  recordTaxInvoiceRejected,
  regenerateRecoveryCodes,
  reissueInvitation,
  rejectRefund,
  removePasskey,
  requestPasswordReset,
  resendWebhookDelivery,
  resetMemberTwoFactor,
  resetPassword,
  retryAsset,
  reviewAd,
  revokeIntegrationKey,
  revokePostbackToken,
  revokeServiceAccountKey,
  rotateApiKey,
  rotateIntegrationKey,
  rotatePostbackToken,
  rotateServiceAccountKey,
  rotateWebhookSecret,
  runBatch,
  searchOrganizations,
  sendTestWebhook,
  signUp,
  startTotp,
  updateAd,
  updateApiKeyPolicy,
  updateInstanceUser,
  verifyEmail,
} from "./operation-paths";

// Paths of the API routes the console calls. apiFetch takes only an ApiPath, so a route is named through this
// helper instead of a template string in each hook. Every path comes from its operation's own declaration
// (operation-paths.ts, generated from the operations, one constant each): a renamed or removed operation fails to
// compile here, and a missing parameter fails to compile at the call. Every parameter is URL-encoded.

declare const apiPathBrand: unique symbol;
export type ApiPath = string & { readonly [apiPathBrand]: true };

/** The `{name}` parameters of a path template, each a string. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name]: string } & PathParams<Rest>
  : unknown;

/** An operation's path (its constant in operation-paths.ts) with its parameters filled in. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): ApiPath {
  const values = params as Record<string, string>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name])) as ApiPath;
}

type TopUpDecision = "confirm" | "cancel";
type ReviewQueue = "app-platforms" | "campaigns" | "ads" | "top-ups" | "refunds" | "tax-invoices";
type ReviewLookup = "counts" | "organizations";

const REVIEW_QUEUES = {
  "app-platforms": listAppReviewQueue,
  campaigns: listCampaignReviewQueue,
  ads: listAdReviewQueue,
  "top-ups": listTopUpReviewQueue,
  refunds: listRefundReviewQueue,
  "tax-invoices": listTaxInvoiceReviewQueue,
} as const satisfies Record<ReviewQueue, string>;
const REVIEW_LOOKUPS = { counts: countReviewQueues, organizations: searchOrganizations } as const satisfies Record<ReviewLookup, string>;
const TOP_UP_DECISIONS = { confirm: confirmTopUp, cancel: cancelTopUp } as const satisfies Record<TopUpDecision, string>;

function organizationPaths(organizationId: string) {
  const org = { organizationId };
  return {
    self: () => fillPath(getOrganization, org),
    me: () => fillPath(getMe, org),
    notificationPreferences: () => fillPath(getNotificationPreferences, org),
    account: () => fillPath(getSettlementAccount, org),
    businessDetails: () => fillPath(getBusinessDetails, org),
    receipts: () => fillPath(listReceipts, org),
    receiptPdf: (receiptId: string) => fillPath(downloadReceipt, { ...org, receiptId }),
    refunds: () => fillPath(listRefunds, org),
    refundable: () => fillPath(getRefundable, org),
    refundDecision: (refundId: string, decision: "approve" | "reject") =>
      fillPath(decision === "approve" ? approveRefund : rejectRefund, { ...org, refundId }),
    taxInvoices: () => fillPath(listTaxInvoices, org),
    taxInvoiceDecision: (taxInvoiceId: string, decision: "issue" | "reject") =>
      fillPath(decision === "issue" ? recordTaxInvoiceIssued : recordTaxInvoiceRejected, { ...org, taxInvoiceId }),
    statementFile: (month: string, kind: "pdf" | "csv") =>
      fillPath(kind === "pdf" ? downloadStatementPdf : downloadStatementCsv, { ...org, month }),
    permissions: () => fillPath(getPermissions, org),
    auditLog: () => fillPath(listAuditLog, org),
    balanceHistory: () => fillPath(getBalanceHistory, org),
    charge: () => fillPath(recordCharge, org),
    report: () => fillPath(organizationReport, org),
    topUps: () => fillPath(listTopUps, org),
    topUp: (topUpId: string) => ({
      decide: (decision: TopUpDecision) => fillPath(TOP_UP_DECISIONS[decision], { ...org, topUpId }),
    }),
    members: () => fillPath(listMembers, org),
    twoFactor: () => fillPath(getTwoFactorRequirement, org),
    memberByEmail: () => fillPath(addMemberByEmail, org),
    member: (userId: string) => {
      const member = { ...org, userId };
      return {
        self: () => fillPath(getMember, member),
        apiKeyPolicy: () => fillPath(updateApiKeyPolicy, member),
        rotateApiKey: () => fillPath(rotateApiKey, member),
        invitation: () => fillPath(reissueInvitation, member),
        twoFactor: () => fillPath(resetMemberTwoFactor, member),
      };
    },
    serviceAccounts: () => fillPath(listServiceAccounts, org),
    serviceAccount: (serviceAccountId: string) => {
      const account = { ...org, serviceAccountId };
      return {
        self: () => fillPath(getServiceAccount, account),
        keys: () => fillPath(createServiceAccountKey, account),
        key: (keyId: string) => ({
          self: () => fillPath(revokeServiceAccountKey, { ...account, keyId }),
          rotate: () => fillPath(rotateServiceAccountKey, { ...account, keyId }),
        }),
      };
    },
    roles: () => fillPath(listRoles, org),
    role: (roleId: string) => ({ self: () => fillPath(getRole, { ...org, roleId }) }),
    apps: () => fillPath(listApps, org),
    app: (appId: string) => {
      const app = { ...org, appId };
      return {
        self: () => fillPath(getApp, app),
        approval: (action: string) => fillPath(approvalAction, { ...app, action }),
        approvalHistory: () => fillPath(approvalHistory, app),
        attributionSettings: () => fillPath(listAttributionSettings, app),
        attributionSetting: (platform: string) => fillPath(putAttributionSetting, { ...app, platform }),
        postbackTokens: () => fillPath(listPostbackTokens, app),
        postbackToken: (tokenId: string) => ({
          self: () => fillPath(revokePostbackToken, { ...app, tokenId }),
          rotate: () => fillPath(rotatePostbackToken, { ...app, tokenId }),
        }),
      };
    },
    assets: () => fillPath(listAssets, org),
    asset: (assetId: string) => ({
      self: () => fillPath(getAsset, { ...org, assetId }),
      retry: () => fillPath(retryAsset, { ...org, assetId }),
    }),
    campaigns: () => fillPath(listCampaigns, org),
    batch: () => fillPath(runBatch, org),
    plan: () => fillPath(applyPlan, org),
    campaign: (campaignId: string) => {
      const campaign = { ...org, campaignId };
      return {
        self: () => fillPath(getCampaign, campaign),
        history: () => fillPath(campaignHistory, campaign),
        status: () => fillPath(changeCampaignStatus, campaign),
        report: () => fillPath(campaignReport, campaign),
        forecast: () => fillPath(campaignForecast, campaign),
        trackingLinks: () => fillPath(listTrackingLinks, campaign),
        duplicate: () => fillPath(duplicateCampaign, campaign),
        ads: () => fillPath(addAd, campaign),
        ad: (adId: string) => ({
          self: () => fillPath(updateAd, { ...campaign, adId }),
          status: () => fillPath(changeAdStatus, { ...campaign, adId }),
        }),
        adReview: (adId: string) => fillPath(reviewAd, { ...campaign, adId }),
      };
    },
    crossPromotions: () => fillPath(listCrossPromotions, org),
    houseCampaign: (campaignId: string) => ({ self: () => fillPath(getHouseCampaign, { ...org, campaignId }) }),
    webhooks: () => fillPath(listWebhooks, org),
    reportSchedules: () => fillPath(listReportSchedules, org),
    reportSchedule: (scheduleId: string) => fillPath(getReportSchedule, { ...org, scheduleId }),
    reportExports: () => fillPath(listReportExports, org),
    reportExport: (exportId: string) => fillPath(getReportExport, { ...org, exportId }),
    webhook: (webhookId: string) => {
      const webhook = { ...org, webhookId };
      return {
        self: () => fillPath(getWebhook, webhook),
        secret: () => fillPath(rotateWebhookSecret, webhook),
        test: () => fillPath(sendTestWebhook, webhook),
        deliveries: () => fillPath(listWebhookDeliveries, webhook),
        resend: (deliveryId: string) => fillPath(resendWebhookDelivery, { ...webhook, deliveryId }),
      };
    },
  };
}

export const apiPath = {
  organizations: () => fillPath(listMyOrganizations, {}),
  organization: organizationPaths,
  notifications: () => fillPath(listNotifications, {}),
  notificationsReadAll: () => fillPath(markAllNotificationsRead, {}),
  notificationRead: (notificationId: string) => fillPath(markNotificationRead, { notificationId }),
  reviewQueue: (queue: ReviewQueue) => fillPath(REVIEW_QUEUES[queue], {}),
  review: (lookup: ReviewLookup) => fillPath(REVIEW_LOOKUPS[lookup], {}),
  taxInvoiceExport: () => fillPath(exportTaxInvoices, {}),
  integrationKeys: () => fillPath(listIntegrationKeys, {}),
  integrationKey: (keyId: string) => ({
    self: () => fillPath(revokeIntegrationKey, { keyId }),
    rotate: () => fillPath(rotateIntegrationKey, { keyId }),
  }),
  instance: {
    claim: () => fillPath(claimInstance, {}),
    users: () => fillPath(listInstanceUsers, {}),
    user: (userId: string) => fillPath(updateInstanceUser, { userId }),
    resetLink: (userId: string) => fillPath(createResetLink, { userId }),
    signUps: () => fillPath(listWaitingSignUps, {}),
    auditLog: () => fillPath(listInstanceAuditLog, {}),
    confirmSignUp: (signUpId: string) => fillPath(confirmSignUp, { signUpId }),
  },
  auth: {
    signUp: () => fillPath(signUp, {}),
    verifyEmail: () => fillPath(verifyEmail, {}),
    passwordReset: () => fillPath(requestPasswordReset, {}),
    passwordResetConfirm: () => fillPath(resetPassword, {}),
    profile: () => fillPath(getProfile, {}),
    password: () => fillPath(changePassword, {}),
    sessions: () => fillPath(listSessions, {}),
    twoFactor: () => fillPath(getTwoFactor, {}),
    totp: () => fillPath(startTotp, {}),
    totpConfirm: () => fillPath(confirmTotp, {}),
    recoveryCodes: () => fillPath(regenerateRecoveryCodes, {}),
    reauthenticate: () => fillPath(reauthenticate, {}),
    passkeys: () => fillPath(addPasskey, {}),
    passkeyOptions: () => fillPath(passkeyRegistrationOptions, {}),
    passkey: (passkeyId: string) => fillPath(removePasskey, { passkeyId }),
    invitation: (token: string) => fillPath(getInvitation, { token }),
    acceptInvitation: (token: string) => fillPath(acceptInvitation, { token }),
  },
};
