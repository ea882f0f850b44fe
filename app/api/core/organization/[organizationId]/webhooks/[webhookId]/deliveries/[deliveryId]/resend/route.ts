import { routeOf } from "@/lib/http/operation";
import { resendWebhookDelivery } from "@/lib/operations/webhooks";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(resendWebhookDelivery);
export { GET, POST, PUT, PATCH, DELETE };
