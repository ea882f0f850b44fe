import { routeOf } from "@/lib/api/operation";
import { listWebhookDeliveries } from "@/lib/webhooks/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listWebhookDeliveries);
export { GET, POST, PUT, PATCH, DELETE };
