import { routeOf } from "@/lib/http/operation";
import { listWebhookDeliveries } from "@/lib/operations/webhooks";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listWebhookDeliveries);
export { GET, POST, PUT, PATCH, DELETE };
