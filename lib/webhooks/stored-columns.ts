import { columnReader } from "@/lib/one-of";
import { WEBHOOK_DELIVERY_STATUSES } from "./webhook-constants";

// The deliveries' status column (text in the database) as its union, narrowed where a row is read.
export const storedDeliveryStatus = columnReader(WEBHOOK_DELIVERY_STATUSES, "WebhookDelivery.status");
