import { routeOf } from "@/lib/api/operation";
import { createCrossPromotion, listCrossPromotions } from "@/lib/cross-promotions/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCrossPromotions, createCrossPromotion);
