import { APP_PLATFORMS } from "@/lib/apps/platforms";
import { ATTRIBUTION_PARTNERS, PARTNER_SLUG, POSTBACK_KINDS, POSTBACK_OUTCOMES } from "@/lib/attribution/partners";
import { DELIVERY_FLAGS } from "@/lib/delivery/schemas";
import { APPROVAL_ACTIONS, APPROVAL_STATUSES } from "@/lib/apps/approval-machine";
import { ASSET_KINDS, ASSET_STATUSES, PRODUCT_TYPES } from "@/lib/assets/media-types";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { SIGN_IN_FACTORS } from "@/lib/sign-in-factors";
import { CHARGE_TYPES } from "@/lib/balance/charge-types";
import { AD_VERSION_FIELDS } from "@/lib/campaigns/ad-review-schemas";
import {
  AD_REVIEW_STATUSES,
  AD_STATUSES,
  CAMPAIGN_KINDS,
  CAMPAIGN_LIST_INCLUDES,
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  FORECAST_REASONS,
  SERVING_REASONS,
  SERVING_STATUSES,
} from "@/lib/campaigns/schemas";
import { BATCH_OPERATION_IDS } from "@/lib/campaigns/batch-operations";
import { PLAN_ACTIONS } from "@/lib/campaigns/plan-schemas";
import { BUDGET_DAYS } from "@/lib/campaigns/budget-reset";
import { BID_TYPES, CAP_PERIODS, GOAL_STATES, GOAL_TYPES } from "@/lib/campaigns/campaign-constants";
import { DEVICE_TYPES } from "@/lib/campaigns/targeting-values";
import { SERVING_CHANGE_KINDS, STOP_REASONS } from "@/lib/serving/schemas";
import { ELIGIBILITY_STATUSES, ISSUE_REASONS } from "@/lib/cross-promotions/schemas";
import { BREAKDOWNS, GRANULARITIES, REPORT_SORTS } from "@/lib/delivery/schemas";
import { ATTRIBUTION_SOURCES } from "@/lib/attribution/cohort-schemas";
import { NOTIFICATION_GROUPS } from "@/lib/events/event-types";
import { DEFAULT_ENABLED_FEATURES } from "@/lib/organizations/schemas";
import { PERMISSIONS } from "@/lib/permissions/catalogue";
import { SORT_ORDERS } from "@/lib/sort-orders";
import { ROLE_TYPE_CUSTOM, ROLE_TYPE_SYSTEM } from "@/lib/permissions/system-roles";
import { EVENT_TYPE_NAMES, TEST_EVENT_TYPE } from "@/lib/events/event-types";
import { EXPORT_STATUSES, FREQUENCIES } from "@/lib/report-delivery-values";
import { REFUND_STATUSES, TAX_INVOICE_STATUSES, TOP_UP_STATUSES } from "@/lib/billing-values";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DISABLED_REASONS } from "@/lib/webhooks/webhook-constants";

/**
 * Where the console's words for each enum of the API live in the catalogue (lib/i18n/messages/<locale>/…).
 * The screens show these labels, never the codes; enum-labels.test.ts walks every enum of the API's schemas and
 * fails when a value has no entry here or no text in English and Korean.
 */
export const ENUM_LABELS: { name: string; values: readonly string[]; key: (value: string) => string }[] = [
  { name: "app platform", values: APP_PLATFORMS, key: (v) => `apps.platforms.${v}` },
  // a batch's operations are named by operationId: the words the API reference gives each operation
  { name: "batch operation", values: BATCH_OPERATION_IDS, key: (v) => `apiOperations.${v}` },
  { name: "plan action", values: PLAN_ACTIONS, key: (v) => `campaignsPlan.action.${v}` },
  { name: "approval status", values: APPROVAL_STATUSES, key: (v) => `apps.status.${v}` },
  { name: "attribution partner", values: ATTRIBUTION_PARTNERS, key: (v) => `apps.attribution.partners.${v}` },
  // the partner as the postback URL's path names it (appsflyer …): the same words
  { name: "postback partner", values: Object.values(PARTNER_SLUG), key: (v) => `apps.attribution.partners.${v.toUpperCase()}` },
  { name: "postback kind", values: POSTBACK_KINDS, key: (v) => `apps.postbackLog.kind.${v}` },
  { name: "postback outcome", values: POSTBACK_OUTCOMES, key: (v) => `apps.postbackLog.outcome.${v}` },
  { name: "approval action", values: APPROVAL_ACTIONS, key: (v) => `apps.actions.${v}` },
  { name: "campaign status", values: CAMPAIGN_STATUSES, key: (v) => `campaigns.status.${v}` },
  { name: "campaign kind", values: CAMPAIGN_KINDS, key: (v) => `labels.campaignKinds.${v}` },
  { name: "budget day", values: BUDGET_DAYS, key: (v) => `labels.budgetDays.${v}` },
  { name: "bid type", values: BID_TYPES, key: (v) => `labels.bidTypes.${v}` },
  { name: "goal type", values: GOAL_TYPES, key: (v) => `labels.goalTypes.${v}` },
  { name: "goal state", values: GOAL_STATES, key: (v) => `labels.goalStates.${v}` },
  { name: "frequency cap period", values: CAP_PERIODS, key: (v) => `campaigns.limits.per.${v}` },
  { name: "serving status", values: SERVING_STATUSES, key: (v) => `campaigns.serving.status.${v}` },
  { name: "serving reason", values: SERVING_REASONS, key: (v) => `campaigns.serving.reasons.${v}.title` },
  { name: "serving change", values: SERVING_CHANGE_KINDS, key: (v) => `labels.servingChanges.${v}` },
  {
    name: "serving stop reason",
    values: STOP_REASONS,
    key: (v) => (v === "DELETED" ? "labels.servingStopDeleted" : `campaigns.serving.reasons.${v}.title`),
  },
  { name: "forecast reason", values: FORECAST_REASONS, key: (v) => `campaigns.forecast.reason.${v}` },
  { name: "delivery flag", values: DELIVERY_FLAGS, key: (v) => `campaigns.performance.flag.${v}` },
  { name: "ad status", values: AD_STATUSES, key: (v) => `labels.adStatuses.${v}` },
  { name: "ad review status", values: AD_REVIEW_STATUSES, key: (v) => `labels.adReviewStatuses.${v}` },
  { name: "ad field under review", values: AD_VERSION_FIELDS, key: (v) => `review.ads.fields.${v}` },
  { name: "device type", values: DEVICE_TYPES, key: (v) => `campaigns.devices.${v}` },
  { name: "eligibility status", values: ELIGIBILITY_STATUSES, key: (v) => `crossPromotions.eligibility.status.${v}` },
  { name: "eligibility issue", values: ISSUE_REASONS, key: (v) => `crossPromotions.eligibility.issues.${v}` },
  { name: "asset status", values: ASSET_STATUSES, key: (v) => `assets.status.${v}` },
  { name: "asset kind", values: ASSET_KINDS, key: (v) => `assets.kind.${v}` },
  { name: "product type", values: Object.keys(PRODUCT_TYPES), key: (v) => `assets.productTypes.${v}` },
  { name: "charge type", values: CHARGE_TYPES, key: (v) => `balance.types.${v}` },
  { name: "top-up status", values: TOP_UP_STATUSES, key: (v) => `balance.topUp.status.${v}` },
  { name: "refund status", values: REFUND_STATUSES, key: (v) => `billing.refunds.status.${v}` },
  { name: "tax invoice status", values: TAX_INVOICE_STATUSES, key: (v) => `billing.taxInvoices.status.${v}` },
  { name: "role type", values: [ROLE_TYPE_SYSTEM, ROLE_TYPE_CUSTOM], key: (v) => `labels.roleTypes.${v}` },
  { name: "system role", values: ["owner", "admin", "viewer"], key: (v) => `labels.systemRoles.${v}.name` },
  { name: "feature", values: DEFAULT_ENABLED_FEATURES, key: (v) => `labels.features.${v}` },
  { name: "invitation status", values: ["PENDING", "ACCEPTED"], key: (v) => `labels.invitationStatus.${v}` },
  { name: "report granularity", values: GRANULARITIES, key: (v) => `labels.granularity.${v}` },
  { name: "report breakdown", values: BREAKDOWNS, key: (v) => `labels.breakdown.${v}` },
  { name: "attribution source", values: ATTRIBUTION_SOURCES, key: (v) => `labels.attributionSources.${v}` },
  { name: "report schedule frequency", values: FREQUENCIES, key: (v) => `campaigns.reportDelivery.schedule.${v}` },
  { name: "report export status", values: EXPORT_STATUSES, key: (v) => `campaigns.reportDelivery.export.status.${v}` },
  { name: "report sort", values: REPORT_SORTS, key: (v) => `campaigns.performance.metrics.${v}` },
  { name: "campaign list include", values: CAMPAIGN_LIST_INCLUDES, key: (v) => `labels.campaignListIncludes.${v}` },
  { name: "campaign list sort", values: CAMPAIGN_SORTS, key: (v) => `labels.campaignSorts.${v}` },
  { name: "sort order", values: SORT_ORDERS, key: (v) => `labels.sortOrders.${v}` },
  { name: "audit actor", values: ["session", "apiKey", "serviceAccount", "anonymous", "system"], key: (v) => `audit.via.${v}` },
  { name: "service account key status", values: ["ACTIVE", "RETIRING", "EXPIRED"], key: (v) => `serviceAccounts.key.status.${v}` },
  { name: "sign-in factor", values: SIGN_IN_FACTORS, key: (v) => `profile.twoFactor.factor.${v}` },
  { name: "notification group", values: NOTIFICATION_GROUPS, key: (v) => `notifications.groups.${v}.name` },
  { name: "audit action", values: AUDIT_ACTIONS, key: (v) => `audit.actions.${v}` },
  { name: "permission", values: PERMISSIONS.map((p) => p.id), key: (v) => `catalogue.permissions.${v}.label` },
  { name: "event type", values: [...EVENT_TYPE_NAMES, TEST_EVENT_TYPE], key: (v) => `labels.eventTypes.${v}` },
  { name: "webhook delivery status", values: WEBHOOK_DELIVERY_STATUSES, key: (v) => `labels.webhookDeliveryStatuses.${v}` },
  { name: "webhook disabled reason", values: WEBHOOK_DISABLED_REASONS, key: (v) => `labels.webhookDisabledReasons.${v}` },
  { name: "readiness check", values: ["ok", "disabled", "unreachable"], key: (v) => `labels.checks.${v}` },
];
