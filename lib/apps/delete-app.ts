import "server-only";
import { transaction } from "@/lib/db/transaction";
import { notFound } from "@/lib/api/errors";
import { appInclude } from "./get-app-or-throw";

/** Extension DELETE: a soft delete. The app leaves every list and its reads answer 404 from then on. */
export async function deleteApp(organizationId: string, appId: string) {
  return transaction(async (tx) => {
    const { count } = await tx.app.updateMany({
      where: { id: appId, organizationId, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (count === 0) throw notFound("App");
    return tx.app.findUniqueOrThrow({ where: { id: appId }, include: appInclude });
  });
}
