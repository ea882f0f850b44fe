import { z } from "zod";
import { uriText } from "@/lib/api/answer-formats";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { reviewQueueItemSchema, reviewQueueQuery, reviewQueueSchema, reviewStatusFields } from "@/lib/review/queue";
import { objectIdSchema } from "@/lib/object-id-schema";
import { urlSchema } from "@/lib/url";
import type { PlatformReview } from "@/lib/db/generated/client";
import { APPROVAL_ACTIONS, APPROVAL_STATUSES } from "./approval-machine";
import { storedApprovalStatus } from "./stored-columns";
import { APP_PLATFORMS, PLATFORM_BY_SETTINGS_KEY, sortPlatforms, type AppPlatform, type PlatformSettingsKey } from "./platforms";

export const appPlatformSchema = z.enum(APP_PLATFORMS, { error: `must be one of ${APP_PLATFORMS.join(", ")}` }).describe("App platform");

const APP_NAME_MAX = 80;
const DEFAULT_APP_NAME = "Untitled app";
const TAG_MAX = 40;
const TAGS_MAX = 20;
const REASON_MAX = 1000;

// Lengths count characters (code points), not UTF-16 units, so an emoji counts once.
const characters = (value: string) => [...value].length;

const appNameSchema = z
  .string()
  .trim()
  .refine((v) => characters(v) >= 1, "must not be empty")
  .refine((v) => characters(v) <= APP_NAME_MAX, `must be at most ${APP_NAME_MAX} characters`)
  .describe(`App name, 1 to ${APP_NAME_MAX} characters`)
  .meta({ minLength: 1, maxLength: APP_NAME_MAX });

const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .refine((v) => characters(v) >= 1, "must not be empty")
      .refine((v) => characters(v) <= TAG_MAX, `must be at most ${TAG_MAX} characters`)
      .meta({ minLength: 1, maxLength: TAG_MAX }),
  )
  .max(TAGS_MAX, `at most ${TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)])
  .describe(`Free-form labels, each 1 to ${TAG_MAX} characters, at most ${TAGS_MAX}; repeats are dropped`);

/** A store platform's settings; the example is a page of that platform's store. */
const storeSettings = (store: string, example: string) =>
  z.strictObject({
    storeUrl: urlSchema
      .optional()
      .describe(`The app's page on ${store} (Url)`)
      .meta({ examples: [example] }),
  });
const reviewSettings = z.strictObject({
  reviewUrl: urlSchema
    .optional()
    .describe("Where a reviewer plays the H5 game (Url)")
    .meta({ examples: ["https://games.pixelforge.example/puzzle/"] }),
});

const platformSettingsSchema = z
  .strictObject({
    android: storeSettings("Google Play", "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle").optional(),
    ios: storeSettings("the App Store", "https://apps.apple.com/app/pixelforge-puzzle/id6450000000").optional(),
    windows: storeSettings("the Microsoft Store", "https://apps.microsoft.com/detail/9nblggh4r32n").optional(),
    h5: reviewSettings.optional(),
  })
  .describe("Store or review URL per platform; a key names the platform it configures");
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

const platformListSchema = z
  .array(appPlatformSchema)
  .min(1, "must list at least one platform")
  .refine((list) => new Set(list).size === list.length, "must not repeat a platform")
  .describe("Platforms of the app, at least one");

function settingsKeys(settings: PlatformSettings | undefined): PlatformSettingsKey[] {
  const known = platformSettingsSchema.keyof().options;
  return Object.entries(settings ?? {}).flatMap(([key, value]) => known.filter((name) => name === key && value !== undefined));
}

/** Settings for a platform the app does not have are refused, naming the key. */
function checkSettingsMatchPlatforms(platforms: readonly AppPlatform[], settings: PlatformSettings | undefined, ctx: z.RefinementCtx) {
  for (const key of settingsKeys(settings)) {
    if (!platforms.includes(PLATFORM_BY_SETTINGS_KEY[key])) {
      ctx.addIssue({
        code: "custom",
        path: ["platformSettings", key],
        message: `configures ${PLATFORM_BY_SETTINGS_KEY[key]}, which is not one of the app's platforms`,
      });
    }
  }
}

/** Operation 7 body. `platform` omitted: taken from the keys of platformSettings. */
export const createAppBody = z
  .strictObject({
    name: appNameSchema.optional().describe(`App name, 1 to ${APP_NAME_MAX} characters; "${DEFAULT_APP_NAME}" when omitted`),
    platform: platformListSchema.optional(),
    platformSettings: platformSettingsSchema.optional(),
    tags: tagsSchema.optional().describe("Extension: labels of the app"),
  })
  .superRefine((body, ctx) => {
    if (body.platform) {
      checkSettingsMatchPlatforms(body.platform, body.platformSettings, ctx);
    } else if (settingsKeys(body.platformSettings).length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["platform"],
        message: "must list at least one platform (or send platformSettings for the app's platforms)",
      });
    }
  })
  .transform((body) => ({
    name: body.name ?? DEFAULT_APP_NAME,
    platforms: sortPlatforms(body.platform ?? settingsKeys(body.platformSettings).map((key) => PLATFORM_BY_SETTINGS_KEY[key])),
    platformSettings: body.platformSettings ?? {},
    tags: body.tags ?? [],
  }))
  .meta({ id: "RegisterAppRequest" });
export type CreateAppInput = z.output<typeof createAppBody>;

/**
 * Extension PATCH: each platformSettings key given replaces that platform's entry; `platform` adds platforms (the
 * list after the change: the current ones and the new ones, none removed), each with its own review.
 */
export const updateAppBody = z
  .strictObject({
    name: appNameSchema.optional(),
    tags: tagsSchema.optional(),
    platform: platformListSchema
      .optional()
      .describe("The app's platforms after the change: every current one plus those to add (a platform cannot be removed)"),
    platformSettings: platformSettingsSchema.optional(),
  })
  .meta({ id: "UpdateAppRequest" });
export type UpdateAppInput = z.output<typeof updateAppBody>;

const approvalStatusSchema = z
  .enum(APPROVAL_STATUSES, { error: `must be one of ${APPROVAL_STATUSES.join(", ")}` })
  .describe("Approval status of one platform");
const approvalActionSchema = z
  .enum(APPROVAL_ACTIONS, { error: `must be one of ${APPROVAL_ACTIONS.join(", ")}` })
  .describe("Approval action");

export const appIdParams = { appId: objectIdSchema.describe("App id") };
export const approvalActionParams = { ...appIdParams, action: approvalActionSchema };

export const reasonSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(REASON_MAX, `must be at most ${REASON_MAX} characters`)
  .describe(`Why; required to reject, at most ${REASON_MAX} characters`);

/** Operation 8 body. */
export const approvalActionBody = z
  .strictObject({
    platform: appPlatformSchema.describe("The platform the action is for; one of the app's platforms"),
    reason: reasonSchema.optional(),
  })
  .meta({ id: "ApprovalActionRequest" });

/** The reviewer's reject form: the same body with the reason required. */
export const rejectBody = approvalActionBody.extend({ reason: reasonSchema });

export const listAppsQuery = paginationQuery
  .extend({
    platform: appPlatformSchema.optional().describe("Only apps with this platform"),
    status: approvalStatusSchema
      .optional()
      .describe("Only apps with a platform in this approval status (that platform's, when platform is given too)"),
  })
  .describe("ListAppsQuery");

/** Operation 9 query; newest first. */
export const approvalHistoryQuery = paginationQuery
  .extend({
    platform: appPlatformSchema.optional().describe("Only this platform's records; all platforms when omitted"),
  })
  .describe("ApprovalHistoryQuery");

export const appPlatformQueueQuery = reviewQueueQuery
  .extend({
    platform: appPlatformSchema.optional().describe("Only this platform"),
  })
  .describe("ReviewQueueQuery");

// ---- responses ------------------------------------------------------------------------------------------

const platformReviewSchema = z.object({
  platform: z.string(),
  status: approvalStatusSchema,
  submittedAt: z.iso.datetime({ offset: true }).optional(),
  reviewedAt: z.iso.datetime({ offset: true }).optional(),
  reason: z.string().optional(),
});

export const appSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    name: z.string(),
    platform: z.array(z.string()).min(1),
    sdkKey: z.string().optional(),
    tags: z.array(z.string()).optional(),
    deletedAt: z.iso.datetime({ offset: true }).optional(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    platformSettings: z.object({
      android: z.object({ storeUrl: uriText.optional() }).optional(),
      ios: z.object({ storeUrl: uriText.optional() }).optional(),
      windows: z.object({ storeUrl: uriText.optional() }).optional(),
      h5: z.object({ reviewUrl: uriText.optional() }).optional(),
    }),
    platformReviews: z.array(platformReviewSchema),
  })
  .meta({ id: "App" });
export type App = z.infer<typeof appSchema>;

export const appListSchema = pageSchema(appSchema).meta({ id: "AppList" });
export type AppList = z.infer<typeof appListSchema>;

export const approvalRecordSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    submittedBy: z.string().optional().describe("Id of the user who took the action"),
    submittedByName: z.string().optional().describe("Extension: that user's full name"),
    appId: z.string(),
    action: approvalActionSchema,
    statusFrom: approvalStatusSchema,
    statusTo: approvalStatusSchema,
    createdAt: z.iso.datetime({ offset: true }),
    platform: z.string(),
    reason: z.string().optional(),
  })
  .meta({ id: "ApprovalHistoryRecord" });
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

export const appPlatformQueueItemSchema = reviewQueueItemSchema({
  appId: z.string(),
  appName: z.string(),
  platform: z.string(),
  ...reviewStatusFields,
  url: uriText.optional().describe("The platform's store URL (reviewUrl for H5)"),
  tags: z.array(z.string()),
}).meta({ id: "ReviewQueueItem" });
export type ReviewQueueItem = z.infer<typeof appPlatformQueueItemSchema>;

export const appPlatformQueueSchema = reviewQueueSchema(appPlatformQueueItemSchema).meta({ id: "ReviewQueue" });
export type ReviewQueue = z.infer<typeof appPlatformQueueSchema>;

// ---- row → response -------------------------------------------------------------------------------------

type PlatformReviewRow = Pick<PlatformReview, "platform" | "status" | "submittedAt" | "reviewedAt" | "reason">;
type AppRow = {
  id: string;
  organizationId: string;
  name: string;
  platforms: string[];
  sdkKey: string;
  tags: string[];
  platformSettings: unknown;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  platformReviews: PlatformReviewRow[];
};

const platformOrder = (platform: string) => APP_PLATFORMS.findIndex((known) => known === platform);
const byPlatformOrder = (a: { platform: string }, b: { platform: string }) => platformOrder(a.platform) - platformOrder(b.platform);

/** The app as the caller may see it: a platform reviewer reading another organization's app gets no SDK key. */
export function appForCaller(app: App, asReviewer: boolean): App {
  if (!asReviewer) return app;
  const { sdkKey: _secret, ...rest } = app;
  return rest;
}

export function serializeApp(row: AppRow): App {
  return appSchema.parse({
    _id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    platform: row.platforms,
    sdkKey: row.sdkKey,
    tags: row.tags,
    deletedAt: row.deletedAt?.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    platformSettings: row.platformSettings ?? {},
    platformReviews: [...row.platformReviews].sort(byPlatformOrder).map((review) => ({
      platform: review.platform,
      status: storedApprovalStatus(review.status),
      submittedAt: review.submittedAt?.toISOString(),
      reviewedAt: review.reviewedAt?.toISOString(),
      reason: review.reason ?? undefined,
    })),
  });
}

type ApprovalRecordRow = {
  id: string;
  organizationId: string;
  appId: string;
  platform: string;
  action: string;
  statusFrom: string;
  statusTo: string;
  submittedById: string | null;
  reason: string | null;
  createdAt: Date;
};

export function serializeApprovalRecord(row: ApprovalRecordRow, submittedByName?: string): ApprovalRecord {
  return approvalRecordSchema.parse({
    _id: row.id,
    organizationId: row.organizationId,
    submittedBy: row.submittedById ?? undefined,
    submittedByName,
    appId: row.appId,
    action: row.action,
    statusFrom: row.statusFrom,
    statusTo: row.statusTo,
    createdAt: row.createdAt.toISOString(),
    platform: row.platform,
    reason: row.reason ?? undefined,
  });
}
