import { routeOf } from "@/lib/api/operation";
import { campaignReport } from "@/lib/delivery/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignReport);
