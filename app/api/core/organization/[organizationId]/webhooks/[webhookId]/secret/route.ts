import { routeOf } from "@/lib/api/operation";
import { rotateWebhookSecret } from "@/lib/webhooks/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateWebhookSecret);
export { GET, POST, PUT, PATCH, DELETE };
