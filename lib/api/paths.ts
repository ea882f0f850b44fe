import { OPERATION_PATHS, type OperationId } from "./operation-paths";

// Paths of the API routes the console calls. apiFetch takes only an ApiPath, so a route is named through this
// helper instead of a template string in each hook. Every path comes from its operation's own declaration
// (operation-paths.ts, generated from the operations): a renamed or removed operation fails to compile here, and a
// missing parameter fails to compile at the call. Every parameter is URL-encoded.

declare const apiPathBrand: unique symbol;
export type ApiPath = string & { readonly [apiPathBrand]: true };

/** The `{name}` parameters of a path template, each a string. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name]: string } & PathParams<Rest>
  : unknown;

/** The path of operation `operationId` with its parameters filled in. */
export function operationPath<Id extends OperationId>(operationId: Id, params: PathParams<(typeof OPERATION_PATHS)[Id]>): ApiPath {
  const values = params as Record<string, string>;
  return OPERATION_PATHS[operationId].replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name])) as ApiPath;
}

type TopUpDecision = "confirm" | "cancel";
type ReviewQueue = "app-platforms" | "campaigns" | "ads" | "top-ups" | "refunds" | "tax-invoices";
type ReviewLookup = "counts" | "organizations";

const REVIEW_QUEUES = {
  "app-platforms": "listAppReviewQueue",
  campaigns: "listCampaignReviewQueue",
  ads: "listAdReviewQueue",
  "top-ups": "listTopUpReviewQueue",
  refunds: "listRefundReviewQueue",
  "tax-invoices": "listTaxInvoiceReviewQueue",
} as const satisfies Record<ReviewQueue, OperationId>;
const REVIEW_LOOKUPS = { counts: "countReviewQueues", organizations: "searchOrganizations" } as const satisfies Record<
  ReviewLookup,
  OperationId
>;
const TOP_UP_DECISIONS = { confirm: "confirmTopUp", cancel: "cancelTopUp" } as const satisfies Record<TopUpDecision, OperationId>;

function organizationPaths(organizationId: string) {
  const org = { organizationId };
  return {
    self: () => operationPath("getOrganization", org),
    me: () => operationPath("getMe", org),
    notificationPreferences: () => operationPath("getNotificationPreferences", org),
    account: () => operationPath("getSettlementAccount", org),
    businessDetails: () => operationPath("getBusinessDetails", org),
    receipts: () => operationPath("listReceipts", org),
    receiptPdf: (receiptId: string) => operationPath("downloadReceipt", { ...org, receiptId }),
    refunds: () => operationPath("listRefunds", org),
    refundable: () => operationPath("getRefundable", org),
    refundDecision: (refundId: string, decision: "approve" | "reject") =>
      operationPath(decision === "approve" ? "approveRefund" : "rejectRefund", { ...org, refundId }),
    taxInvoices: () => operationPath("listTaxInvoices", org),
    taxInvoiceDecision: (taxInvoiceId: string, decision: "issue" | "reject") =>
      operationPath(decision === "issue" ? "recordTaxInvoiceIssued" : "recordTaxInvoiceRejected", { ...org, taxInvoiceId }),
    statementFile: (month: string, kind: "pdf" | "csv") =>
      operationPath(kind === "pdf" ? "downloadStatementPdf" : "downloadStatementCsv", { ...org, month }),
    permissions: () => operationPath("getPermissions", org),
    auditLog: () => operationPath("listAuditLog", org),
    balanceHistory: () => operationPath("getBalanceHistory", org),
    charge: () => operationPath("recordCharge", org),
    report: () => operationPath("organizationReport", org),
    topUps: () => operationPath("listTopUps", org),
    topUp: (topUpId: string) => ({
      decide: (decision: TopUpDecision) => operationPath(TOP_UP_DECISIONS[decision], { ...org, topUpId }),
    }),
    members: () => operationPath("listMembers", org),
    twoFactor: () => operationPath("getTwoFactorRequirement", org),
    memberByEmail: () => operationPath("addMemberByEmail", org),
    member: (userId: string) => {
      const member = { ...org, userId };
      return {
        self: () => operationPath("getMember", member),
        apiKeyPolicy: () => operationPath("updateApiKeyPolicy", member),
        rotateApiKey: () => operationPath("rotateApiKey", member),
        invitation: () => operationPath("reissueInvitation", member),
        twoFactor: () => operationPath("resetMemberTwoFactor", member),
      };
    },
    serviceAccounts: () => operationPath("listServiceAccounts", org),
    serviceAccount: (serviceAccountId: string) => {
      const account = { ...org, serviceAccountId };
      return {
        self: () => operationPath("getServiceAccount", account),
        keys: () => operationPath("createServiceAccountKey", account),
        key: (keyId: string) => ({
          self: () => operationPath("revokeServiceAccountKey", { ...account, keyId }),
          rotate: () => operationPath("rotateServiceAccountKey", { ...account, keyId }),
        }),
      };
    },
    roles: () => operationPath("listRoles", org),
    role: (roleId: string) => ({ self: () => operationPath("getRole", { ...org, roleId }) }),
    apps: () => operationPath("listApps", org),
    app: (appId: string) => {
      const app = { ...org, appId };
      return {
        self: () => operationPath("getApp", app),
        approval: (action: string) => operationPath("approvalAction", { ...app, action }),
        approvalHistory: () => operationPath("approvalHistory", app),
        attributionSettings: () => operationPath("listAttributionSettings", app),
        attributionSetting: (platform: string) => operationPath("putAttributionSetting", { ...app, platform }),
        postbackTokens: () => operationPath("listPostbackTokens", app),
        postbackToken: (tokenId: string) => ({
          self: () => operationPath("revokePostbackToken", { ...app, tokenId }),
          rotate: () => operationPath("rotatePostbackToken", { ...app, tokenId }),
        }),
      };
    },
    assets: () => operationPath("listAssets", org),
    asset: (assetId: string) => ({
      self: () => operationPath("getAsset", { ...org, assetId }),
      retry: () => operationPath("retryAsset", { ...org, assetId }),
    }),
    campaigns: () => operationPath("listCampaigns", org),
    batch: () => operationPath("runBatch", org),
    plan: () => operationPath("applyPlan", org),
    campaign: (campaignId: string) => {
      const campaign = { ...org, campaignId };
      return {
        self: () => operationPath("getCampaign", campaign),
        history: () => operationPath("campaignHistory", campaign),
        status: () => operationPath("changeCampaignStatus", campaign),
        report: () => operationPath("campaignReport", campaign),
        forecast: () => operationPath("campaignForecast", campaign),
        trackingLinks: () => operationPath("listTrackingLinks", campaign),
        duplicate: () => operationPath("duplicateCampaign", campaign),
        ads: () => operationPath("addAd", campaign),
        ad: (adId: string) => ({
          self: () => operationPath("updateAd", { ...campaign, adId }),
          status: () => operationPath("changeAdStatus", { ...campaign, adId }),
        }),
        adReview: (adId: string) => operationPath("reviewAd", { ...campaign, adId }),
      };
    },
    crossPromotions: () => operationPath("listCrossPromotions", org),
    houseCampaign: (campaignId: string) => ({ self: () => operationPath("getHouseCampaign", { ...org, campaignId }) }),
    webhooks: () => operationPath("listWebhooks", org),
    reportSchedules: () => operationPath("listReportSchedules", org),
    reportSchedule: (scheduleId: string) => operationPath("getReportSchedule", { ...org, scheduleId }),
    reportExports: () => operationPath("listReportExports", org),
    reportExport: (exportId: string) => operationPath("getReportExport", { ...org, exportId }),
    webhook: (webhookId: string) => {
      const webhook = { ...org, webhookId };
      return {
        self: () => operationPath("getWebhook", webhook),
        secret: () => operationPath("rotateWebhookSecret", webhook),
        test: () => operationPath("sendTestWebhook", webhook),
        deliveries: () => operationPath("listWebhookDeliveries", webhook),
        resend: (deliveryId: string) => operationPath("resendWebhookDelivery", { ...webhook, deliveryId }),
      };
    },
  };
}

export const apiPath = {
  organizations: () => operationPath("listMyOrganizations", {}),
  organization: organizationPaths,
  notifications: () => operationPath("listNotifications", {}),
  notificationsReadAll: () => operationPath("markAllNotificationsRead", {}),
  notificationRead: (notificationId: string) => operationPath("markNotificationRead", { notificationId }),
  reviewQueue: (queue: ReviewQueue) => operationPath(REVIEW_QUEUES[queue], {}),
  review: (lookup: ReviewLookup) => operationPath(REVIEW_LOOKUPS[lookup], {}),
  taxInvoiceExport: () => operationPath("exportTaxInvoices", {}),
  integrationKeys: () => operationPath("listIntegrationKeys", {}),
  integrationKey: (keyId: string) => ({
    self: () => operationPath("revokeIntegrationKey", { keyId }),
    rotate: () => operationPath("rotateIntegrationKey", { keyId }),
  }),
  instance: {
    claim: () => operationPath("claimInstance", {}),
    users: () => operationPath("listInstanceUsers", {}),
    user: (userId: string) => operationPath("updateInstanceUser", { userId }),
    resetLink: (userId: string) => operationPath("createResetLink", { userId }),
    signUps: () => operationPath("listWaitingSignUps", {}),
    auditLog: () => operationPath("listInstanceAuditLog", {}),
    confirmSignUp: (signUpId: string) => operationPath("confirmSignUp", { signUpId }),
  },
  auth: {
    signUp: () => operationPath("signUp", {}),
    verifyEmail: () => operationPath("verifyEmail", {}),
    passwordReset: () => operationPath("requestPasswordReset", {}),
    passwordResetConfirm: () => operationPath("resetPassword", {}),
    profile: () => operationPath("getProfile", {}),
    password: () => operationPath("changePassword", {}),
    sessions: () => operationPath("listSessions", {}),
    twoFactor: () => operationPath("getTwoFactor", {}),
    totp: () => operationPath("startTotp", {}),
    totpConfirm: () => operationPath("confirmTotp", {}),
    recoveryCodes: () => operationPath("regenerateRecoveryCodes", {}),
    reauthenticate: () => operationPath("reauthenticate", {}),
    passkeys: () => operationPath("addPasskey", {}),
    passkeyOptions: () => operationPath("passkeyRegistrationOptions", {}),
    passkey: (passkeyId: string) => operationPath("removePasskey", { passkeyId }),
    invitation: (token: string) => operationPath("getInvitation", { token }),
    acceptInvitation: (token: string) => operationPath("acceptInvitation", { token }),
  },
};
