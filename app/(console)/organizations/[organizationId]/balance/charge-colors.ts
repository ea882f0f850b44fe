import type { ChargeType } from "@/lib/balance/charge-types";
import type { BadgeTone } from "@/components/ui/badge";

/** One colour per charge type, shared by the badges and the charts. */
export const CHARGE_COLORS: Record<ChargeType, { fill: string; badge: BadgeTone }> = {
  CHARGE_TYPE_PAID: { fill: "#4f46e5", badge: "indigo" },
  CHARGE_TYPE_FREE: { fill: "#059669", badge: "green" },
  CHARGE_TYPE_REFUND: { fill: "#d97706", badge: "yellow" },
  CHARGE_TYPE_USAGE: { fill: "#e11d48", badge: "red" },
};
