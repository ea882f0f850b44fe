import { z } from "zod";
import { emailText } from "@/lib/api/answer-formats";
import { PERMISSIONS } from "@/lib/permissions/catalogue";

const permissionIdSchema = z.enum(PERMISSIONS.map((p) => p.id));

const rateLimitSchema = z.object({
  requests: z.number().int().min(1),
  windowSeconds: z.number().int().min(60),
});

/** The spec's Member; `_id` is the user id. `keyExpiresAt` is the API-key policy's own expiry. */
export const memberSchema = z
  .object({
    _id: z.string(),
    profile: z.object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      fullName: z.string(),
      picture: z.string().optional(),
      locale: z.string(),
      timezone: z.string(),
    }),
    email: emailText,
    roleName: z.string(),
    roleId: z.string(),
    joinedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    name: z.string().optional().describe("API-key policy name"),
    ipWhitelist: z.array(z.string()).optional(),
    rateLimit: rateLimitSchema.optional(),
    description: z.string().optional(),
    keyExpiresAt: z.iso.datetime({ offset: true }).optional().describe("Extension: the API-key policy's expiry"),
    keyPrefix: z.string().optional().describe("Extension: the first characters of the member's current API key"),
    keyLastUsedAt: z.iso.datetime({ offset: true }).optional().describe("Extension: when the current API key was last used"),
    invitationStatus: z
      .enum(["PENDING", "ACCEPTED"])
      .describe("Extension: PENDING until the invited person accepts the e-mailed invitation; a pending member has no access"),
    invitationExpiresAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe("Extension: when the newest invitation link of a pending member expires"),
    inviteUrl: z
      .string()
      .optional()
      .describe("Extension: the invitation link, answered to the inviter only when no mail server is configured"),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof memberSchema>;

type MemberRow = {
  joinedAt: Date;
  expiresAt: Date | null;
  keyPolicyName: string | null;
  keyPolicyDescription: string | null;
  ipWhitelist: string[];
  rateLimitRequests: number | null;
  rateLimitWindowSeconds: number | null;
  keyExpiresAt: Date | null;
  invitationStatus: string;
  authTokens?: { expiresAt: Date }[];
  user: {
    id: string;
    email: string;
    fullName: string;
    firstName: string | null;
    lastName: string | null;
    picture: string | null;
    locale: string;
    timezone: string;
  };
  role: { id: string; name: string };
  apiKeys?: { prefix: string; lastUsedAt: Date | null; revokedAt: Date | null }[];
};

export function serializeMember(row: MemberRow): Member {
  const activeKey = row.apiKeys?.find((key) => !key.revokedAt);
  // Built to its type, not parsed: validating every answer against its own schema cost CPU on each request.
  return {
    _id: row.user.id,
    profile: {
      firstName: row.user.firstName ?? undefined,
      lastName: row.user.lastName ?? undefined,
      fullName: row.user.fullName,
      picture: row.user.picture ?? undefined,
      locale: row.user.locale,
      timezone: row.user.timezone,
    },
    email: row.user.email,
    roleName: row.role.name,
    roleId: row.role.id,
    joinedAt: row.joinedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString(),
    name: row.keyPolicyName ?? undefined,
    ipWhitelist: row.keyPolicyName || row.ipWhitelist.length ? row.ipWhitelist : undefined,
    rateLimit:
      row.rateLimitRequests && row.rateLimitWindowSeconds
        ? { requests: row.rateLimitRequests, windowSeconds: row.rateLimitWindowSeconds }
        : undefined,
    description: row.keyPolicyDescription ?? undefined,
    keyExpiresAt: row.keyExpiresAt?.toISOString(),
    keyPrefix: activeKey?.prefix,
    keyLastUsedAt: activeKey?.lastUsedAt?.toISOString(),
    invitationStatus: row.invitationStatus === "PENDING" ? "PENDING" : "ACCEPTED",
    invitationExpiresAt: row.invitationStatus === "PENDING" ? row.authTokens?.[0]?.expiresAt.toISOString() : undefined,
  };
}

export const meSchema = z
  .object({
    userId: z.string(),
    email: emailText,
    reviewer: z.boolean(),
    instanceAdmin: z.boolean().describe("The instance's administrator: manages reviewers, sign-ups and reset links (Instance)"),
    member: memberSchema.nullable().describe("Null for a platform reviewer who is not a member"),
    permissions: z.array(permissionIdSchema).describe("Ids of the catalogue permissions granted on the organization"),
    grants: z
      .array(
        z.object({
          permission: permissionIdSchema,
          target: z.string().describe("organization/<id>/app/<appId>[/platform/<PLATFORM>], or …/app/*"),
        }),
      )
      .describe("Permissions granted on single apps or platforms only (a role scoped below the organization)"),
  })
  .meta({ id: "Me" });
export type Me = z.infer<typeof meSchema>;

/** Prisma include for serializeMember. */
export const memberInclude = {
  user: true,
  role: true,
  apiKeys: { where: { revokedAt: null }, orderBy: { createdAt: "desc" }, take: 1 },
  authTokens: { where: { purpose: "INVITATION", usedAt: null }, orderBy: { expiresAt: "desc" }, take: 1, select: { expiresAt: true } },
} as const;
