import { routeOf } from "@/lib/api/operation";
import { listWebhooks, createWebhook } from "@/lib/webhooks/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listWebhooks, createWebhook);
export { GET, POST, PUT, PATCH, DELETE };
