// Paths of the API routes the console calls. apiFetch takes only an ApiPath, so a route is named through this
// helper (a typo or a missing segment fails to compile) instead of a template string in each hook. Every id is
// URL-encoded. paths.test.ts checks that each path built here has a route.ts under app/api.

declare const apiPathBrand: unique symbol;
export type ApiPath = string & { readonly [apiPathBrand]: true };

const path = (value: string) => value as ApiPath;
const segment = (value: string) => encodeURIComponent(value);

type TopUpDecision = "confirm" | "cancel";
type ReviewQueue = "app-platforms" | "campaigns" | "ads" | "top-ups";
type ReviewLookup = "counts" | "organizations";

function organizationPaths(organizationId: string) {
  const base = `/api/core/organization/${segment(organizationId)}`;
  const under = (rest: string) => path(`${base}/${rest}`);
  return {
    self: () => path(base),
    me: () => under("me"),
    account: () => under("account"),
    permissions: () => under("permissions"),
    auditLog: () => under("audit-log"),
    balanceHistory: () => under("balance-history"),
    charge: () => under("balance/charge"),
    report: () => under("report"),
    topUps: () => under("balance/top-ups"),
    topUp: (topUpId: string) => ({
      decide: (decision: TopUpDecision) => under(`balance/top-ups/${segment(topUpId)}/${decision}`),
    }),
    members: () => under("members"),
    twoFactor: () => under("two-factor"),
    memberByEmail: () => under("members/by-email"),
    member: (userId: string) => {
      const member = `members/${segment(userId)}`;
      return {
        self: () => under(member),
        apiKeyPolicy: () => under(`${member}/api-key-policy`),
        rotateApiKey: () => under(`${member}/api-key/rotate`),
        invitation: () => under(`${member}/invitation`),
        twoFactor: () => under(`${member}/two-factor`),
      };
    },
    roles: () => under("roles"),
    role: (roleId: string) => ({ self: () => under(`roles/${segment(roleId)}`) }),
    apps: () => under("apps"),
    app: (appId: string) => {
      const app = `apps/${segment(appId)}`;
      return {
        self: () => under(app),
        approval: (action: string) => under(`${app}/approval/${segment(action)}`),
        approvalHistory: () => under(`${app}/approval/history`),
      };
    },
    assets: () => under("ad/assets"),
    asset: (assetId: string) => ({
      self: () => under(`ad/assets/${segment(assetId)}`),
      retry: () => under(`ad/assets/${segment(assetId)}/retry`),
    }),
    campaigns: () => under("campaign"),
    campaign: (campaignId: string) => {
      const campaign = `campaign/${segment(campaignId)}`;
      return {
        self: () => under(campaign),
        history: () => under(`${campaign}/history`),
        status: () => under(`${campaign}/status`),
        report: () => under(`${campaign}/report`),
        adReview: (adId: string) => under(`${campaign}/ad/${segment(adId)}/review`),
      };
    },
    crossPromotions: () => under("house-campaign/cross-promotion"),
    houseCampaign: (campaignId: string) => ({ self: () => under(`house-campaign/${segment(campaignId)}`) }),
  };
}

export const apiPath = {
  organizations: () => path("/api/core/organizations"),
  organization: organizationPaths,
  reviewQueue: (queue: ReviewQueue) => path(`/api/core/review/${queue}`),
  review: (lookup: ReviewLookup) => path(`/api/core/review/${lookup}`),
  auth: {
    signUp: () => path("/api/auth/sign-up"),
    verifyEmail: () => path("/api/auth/verify-email"),
    passwordReset: () => path("/api/auth/password-reset"),
    passwordResetConfirm: () => path("/api/auth/password-reset/confirm"),
    profile: () => path("/api/auth/profile"),
    password: () => path("/api/auth/profile/password"),
    sessions: () => path("/api/auth/sessions"),
    twoFactor: () => path("/api/auth/two-factor"),
    totp: () => path("/api/auth/two-factor/totp"),
    totpConfirm: () => path("/api/auth/two-factor/totp/confirm"),
    recoveryCodes: () => path("/api/auth/two-factor/recovery-codes"),
    passkeys: () => path("/api/auth/passkeys"),
    passkeyOptions: () => path("/api/auth/passkeys/options"),
    passkey: (passkeyId: string) => path(`/api/auth/passkeys/${segment(passkeyId)}`),
    invitation: (token: string) => path(`/api/auth/invitations/${segment(token)}`),
    acceptInvitation: (token: string) => path(`/api/auth/invitations/${segment(token)}/accept`),
  },
};
