import { routeOf } from "@/lib/http/operation";
import { rotateWebhookSecret } from "@/lib/operations/webhooks";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateWebhookSecret);
export { GET, POST, PUT, PATCH, DELETE };
