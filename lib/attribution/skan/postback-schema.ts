import { z } from "zod";

// What Apple posts, as its documentation lists it (StoreKit "Identifying the parameters in install-validation
// postbacks", AdAttributionKit "Identifying the parameters in a postback"). Objects are loose: Apple adds parameters
// in new versions, and a postback is kept whole (raw) whatever else it carries.

const appStoreId = z.union([z.number().int().min(0), z.string().regex(/^\d{1,20}$/)]).describe("An App Store item id");
const coarse = z.enum(["low", "medium", "high"]);
const conversionValue = z.number().int().min(0).max(63);

export const skanPostbackSchema = z
  .looseObject({
    version: z.string().max(16),
    "ad-network-id": z.string().min(1).max(200),
    "campaign-id": z.number().int().min(0).max(100).optional().describe("SKAdNetwork 3 and earlier"),
    "source-identifier": z
      .string()
      .regex(/^\d{2,4}$/, "must be two to four digits")
      .optional()
      .describe("SKAdNetwork 4: two, three or four digits"),
    "app-id": appStoreId,
    "transaction-id": z.string().min(1).max(200),
    redownload: z.boolean(),
    "source-app-id": appStoreId.optional(),
    "source-domain": z.string().min(1).max(253).optional(),
    "fidelity-type": z.number().int().min(0).max(1),
    "did-win": z.boolean(),
    "conversion-value": conversionValue.optional(),
    "coarse-conversion-value": coarse.optional(),
    "postback-sequence-index": z.number().int().min(0).max(2).optional(),
    "attribution-signature": z.string().min(1).max(500),
  })
  .describe("SkanPostback");

/** The body of an AdAttributionKit postback: the signed JWS, and beside it what Apple does not sign. */
export const aakPostbackSchema = z.looseObject({
  "jws-string": z.string().min(1).max(10_000),
  "conversion-value": conversionValue.optional(),
  "coarse-conversion-value": coarse.optional(),
  "ad-interaction-type": z.enum(["click", "view"]).optional(),
  "country-code": z.string().max(8).optional(),
});

/** The JWS payload of an AdAttributionKit postback. */
export const aakPayloadSchema = z.looseObject({
  "ad-network-identifier": z.string().min(1).max(200),
  "source-identifier": z.string().regex(/^\d{2,4}$/, "must be two to four digits"),
  "advertised-item-identifier": appStoreId,
  "postback-identifier": z.string().min(1).max(200),
  "did-win": z.boolean(),
  "postback-sequence-index": z.number().int().min(0).max(2),
  "conversion-type": z.string().max(40).optional(),
  "publisher-item-identifier": appStoreId.optional(),
  "impression-type": z.string().max(40).optional(),
  "marketplace-identifier": z.string().max(200).optional(),
});
