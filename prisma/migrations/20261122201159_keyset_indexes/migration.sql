-- DropIndex
DROP INDEX "App_organizationId_createdAt_idx";

-- DropIndex
DROP INDEX "ApprovalRecord_appId_platform_createdAt_idx";

-- DropIndex
DROP INDEX "Asset_organizationId_createdAt_idx";

-- DropIndex
DROP INDEX "Membership_userId_idx";

-- DropIndex
DROP INDEX "PlatformReview_status_submittedAt_idx";

-- CreateIndex
CREATE INDEX "App_organizationId_createdAt_id_idx" ON "App"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ApprovalRecord_appId_platform_createdAt_id_idx" ON "ApprovalRecord"("appId", "platform", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ApprovalRecord_appId_createdAt_id_idx" ON "ApprovalRecord"("appId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Asset_organizationId_createdAt_id_idx" ON "Asset"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Membership_organizationId_joinedAt_id_idx" ON "Membership"("organizationId", "joinedAt", "id");

-- CreateIndex
CREATE INDEX "Membership_userId_joinedAt_id_idx" ON "Membership"("userId", "joinedAt", "id");

-- CreateIndex
CREATE INDEX "PlatformReview_status_submittedAt_id_idx" ON "PlatformReview"("status", "submittedAt", "id");

-- CreateIndex
CREATE INDEX "Role_organizationId_createdAt_id_idx" ON "Role"("organizationId", "createdAt", "id");
