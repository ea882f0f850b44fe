import { memberSchema } from "@/lib/members/member-schema";
import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { meSchema } from "@/lib/members/member-schema";
import { createOrganizationBody, organizationListSchema, organizationSchema, updateOrganizationBody } from "@/lib/organizations/schemas";
import { permissionCatalogueSchema } from "@/lib/permissions/schemas";
import { signUpBody, signUpResponse } from "@/lib/users/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ORG = "/api/core/organization/{organizationId}";

const organizationExample = {
  _id: "6740a1b2c3d4e5f601234567",
  name: "Pixel Forge Games",
  description: "Mobile puzzle studio",
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
  enabledFeatures: ["CAMPAIGNS", "HOUSE_CAMPAIGNS", "CREATIVE_ASSETS", "SETTLEMENT"],
  depth: 0,
};

export const organizationRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: "/api/auth/sign-up",
    operationId: "signUp",
    summary: "Create an account and its first organization",
    description:
      "The e-mail is confirmed first: a link is e-mailed (`verificationRequired: true`) and the account and its organization " +
      "exist once it is opened with the same password (POST /api/auth/verify-email). Only the first account of a fresh install without a mail " +
      "server is ready at once. An e-mail that already has an account gets the same answer (its owner is e-mailed that " +
      "they already have one), so the answer never tells whether an e-mail is registered; 429 RATE_LIMITED with Retry-After.",
    tag: "Account",
    auth: "none",
    body: signUpBody,
    response: signUpResponse,
    errors: [429],
    requestExample: {
      email: "ada@example.com",
      password: "correct horse battery",
      fullName: "Ada Lovelace",
      organizationName: "Pixel Forge Games",
    },
    reasons: ["RATE_LIMITED"],
  },
  {
    method: "GET",
    path: "/api/core/organizations",
    operationId: "listMyOrganizations",
    summary: "List the caller's organizations",
    tag: "Organizations",
    query: paginationQuery,
    response: organizationListSchema,
  },
  {
    method: "POST",
    path: "/api/core/organizations",
    operationId: "createOrganization",
    summary: "Create an organization (the caller becomes Owner)",
    description: "With parentOrganizationId, creates a child organization of one where the caller may organization:create.",
    tag: "Organizations",
    body: createOrganizationBody,
    response: organizationSchema,
    errors: [404],
    requestExample: { name: "Pixel Forge Japan", parentOrganizationId: "6740a1b2c3d4e5f601234567" },
    responseExample: { ...organizationExample, name: "Pixel Forge Japan", parentOrganizationId: "6740a1b2c3d4e5f601234567", depth: 1 },
    reasons: ["PERMISSION_DENIED", "NOT_FOUND"],
  },
  {
    method: "GET",
    path: ORG,
    operationId: "getOrganization",
    summary: "Read an organization",
    tag: "Organizations",
    response: organizationSchema,
    responseExample: organizationExample,
  },
  {
    method: "PUT",
    path: ORG,
    operationId: "updateOrganization",
    summary: "Update organization",
    tag: "Organizations",
    operation: 1,
    body: updateOrganizationBody,
    response: organizationSchema,
    requestExample: { name: "Pixel Forge Games", description: "Mobile puzzle studio" },
    responseExample: organizationExample,
  },
  {
    method: "GET",
    path: `${ORG}/me`,
    operationId: "getMe",
    summary: "The caller's member record and granted permissions",
    tag: "Organizations",
    response: meSchema,
  },
  {
    method: "DELETE",
    path: `${ORG}/me`,
    operationId: "leaveOrganization",
    summary: "Leave the organization",
    description: "Any member may leave; the last Owner cannot (409 LAST_OWNER). Answers the former Member record.",
    tag: "Members",
    response: memberSchema,
    errors: [409],
    reasons: ["LAST_OWNER"],
  },
  {
    method: "GET",
    path: `${ORG}/permissions`,
    operationId: "getPermissions",
    summary: "Caller's permissions: the organization's permission catalogue and target tree",
    tag: "Roles and permissions",
    operation: 16,
    response: permissionCatalogueSchema,
  },
];

export const documentRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: "/api/core/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI 3.1 document",
    tag: "Meta",
    auth: "none",
    response: z.record(z.string(), z.unknown()),
  },
];
