import { routeOf } from "@/lib/http/operation";
import { listWebhooks, createWebhook } from "@/lib/operations/webhooks";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listWebhooks, createWebhook);
export { GET, POST, PUT, PATCH, DELETE };
