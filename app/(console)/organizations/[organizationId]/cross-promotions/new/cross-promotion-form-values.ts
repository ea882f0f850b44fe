import { lazyRawResolver } from "@/lib/i18n/lazy-zod-resolver";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import type { createCrossPromotionBody } from "@/lib/cross-promotions/schemas";
import {
  defaultValues as campaignDefaults,
  fieldPaths as campaignFieldPaths,
  toBody,
} from "@/app/(console)/organizations/[organizationId]/campaigns/new/campaign-form-values";

/** Operation 4's body as the form holds it (local wall-clock times until sent, as in the campaign form). */
export type CrossPromotionValues = z.input<typeof createCrossPromotionBody>;

/** The campaign form's defaults without budget and currency, this organization as the one inventory target. */
export function defaultValues(organizationId: string, promotedAppId: string, timeZone: string): CrossPromotionValues {
  // a cross promotion's body has no startOnApproval (it starts at a set time), and no bid or goal (nothing is paid)
  const {
    cur: _cur,
    budget: _budget,
    startOnApproval: _now,
    bid: _bid,
    goal: _goal,
    startAt,
    targeting,
    ads,
    ...rest
  } = campaignDefaults(timeZone);
  return {
    ...rest,
    startAt: startAt!,
    targeting: { ...targeting, inventoryTargets: [{ organizationId }] },
    ads: ads.map(({ promotedAppId: _app, ...ad }) => ad),
    promotedAppId,
  };
}

const parse = lazyRawResolver<CrossPromotionValues>(() => import("@/lib/cross-promotions/schemas").then((m) => m.createCrossPromotionBody));

/** The route's own schema judges the body that would be sent (and handleSubmit hands that body on). */
export function crossPromotionResolver(timeZone: string): Resolver<CrossPromotionValues> {
  return (values, context, options) => parse(toBody(values, timeZone), context, options);
}

export function fieldPaths(values: CrossPromotionValues): string[] {
  return [
    ...campaignFieldPaths(values),
    "promotedAppId",
    "targeting.inventoryTargets",
    ...values.targeting.inventoryTargets.map((_, i) => `targeting.inventoryTargets.${i}.organizationId`),
  ];
}
