import { routeOf } from "@/lib/api/operation";
import { resendWebhookDelivery } from "@/lib/webhooks/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(resendWebhookDelivery);
export { GET, POST, PUT, PATCH, DELETE };
