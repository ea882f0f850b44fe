import "server-only";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { appInclude } from "./get-app-or-throw";
import { generateSdkKey } from "./sdk-key";
import type { CreateAppInput } from "./schemas";

/** Operation 7: the app and one platform review per platform at APPROVAL_STATUS_CREATED, in one statement. */
export async function createApp(organizationId: string, input: CreateAppInput) {
  return prisma.app.create({
    data: {
      id: newObjectId(),
      organizationId,
      name: input.name,
      platforms: input.platforms,
      sdkKey: generateSdkKey(),
      tags: input.tags,
      platformSettings: input.platformSettings,
      platformReviews: {
        create: input.platforms.map((platform) => ({ id: newObjectId(), platform, status: "APPROVAL_STATUS_CREATED" })),
      },
    },
    include: appInclude,
  });
}
