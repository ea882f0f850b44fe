// Values the campaign forms need without the request schemas (and zod) that also use them.
export const ADS_MAX = 100;
export const CREATIVES_MAX = 20;
export const CURRENCY = "CURRENCY_KRW";
export const AD_PRODUCT_TYPE = "AD_PRODUCT_TYPE_INTRINSIC";
