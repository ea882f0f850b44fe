import "server-only";
import type { Tx } from "@/lib/db/client";
import { syncServing, type ServingScope } from "./sync-serving";

/**
 * The serving syncs of writes that share one transaction (an atomic batch's, a plan's), run as one sync of all their
 * scopes before the transaction ends instead of one per write: the feed's rows still commit with the writes or not
 * at all. No write's answer reads the feed's rows (a campaign's serving status is computed from the campaign, its
 * ads and the serving facts), but the sync may give a campaign its SKAN identifier, which a campaign answer shows:
 * a write about a campaign still waiting for its sync has the pending sync run first (`overlaps`), so it reads that
 * campaign as it would have after each earlier write's own sync.
 */
export class DeferredServingSync {
  private readonly campaignIds = new Set<string>();
  private readonly organizationIds = new Set<string>();
  private readonly promotedAppIds = new Set<string>();

  add(scope: ServingScope) {
    for (const id of scope.campaignIds ?? []) this.campaignIds.add(id);
    for (const id of scope.organizationIds ?? []) this.organizationIds.add(id);
    for (const id of scope.promotedAppIds ?? []) this.promotedAppIds.add(id);
  }

  /**
   * Whether a write of `scope` may read what the pending sync would write. Only campaigns named by id can be told
   * apart; an organization's or a promoted app's campaigns, on either side, are taken to meet.
   */
  overlaps(scope: ServingScope): boolean {
    if (this.isEmpty()) return false;
    if (this.organizationIds.size || this.promotedAppIds.size) return true;
    if (scope.organizationIds?.length || scope.promotedAppIds?.length) return true;
    return (scope.campaignIds ?? []).some((id) => this.campaignIds.has(id));
  }

  /** Runs the pending sync in `tx` (under the locks syncServing takes) and forgets it. Answers how many changes it logged. */
  async flush(tx: Tx): Promise<number> {
    if (this.isEmpty()) return 0;
    const scope: ServingScope = {
      campaignIds: [...this.campaignIds],
      organizationIds: [...this.organizationIds],
      promotedAppIds: [...this.promotedAppIds],
    };
    this.campaignIds.clear();
    this.organizationIds.clear();
    this.promotedAppIds.clear();
    return syncServing(tx, scope);
  }

  private isEmpty() {
    return !this.campaignIds.size && !this.organizationIds.size && !this.promotedAppIds.size;
  }
}
