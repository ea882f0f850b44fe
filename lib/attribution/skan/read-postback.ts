import { badRequest, forbidden } from "@/lib/api/errors";
import { parseOrThrow } from "@/lib/api/validation";
import { aakPayloadSchema, aakPostbackSchema, skanPostbackSchema } from "./postback-schema";
import { skanPublicKeys } from "./public-keys";
import { majorVersionOf, skanSignedString, verifiedJwsPayload, verifySkanSignature } from "./signature";

/** One verified postback, SKAdNetwork or AdAttributionKit, read into the same fields. */
export type ReadPostback = {
  framework: "SKAN" | "AAK";
  version: string;
  adNetworkId: string;
  /** campaign-id (SKAN 3) or source-identifier (SKAN 4, AAK), as sent */
  sourceIdentifier: string;
  /** the number it names: the campaign's SKAN identifier when it is this network's */
  skanId: number;
  appStoreId: string;
  /** transaction-id (SKAN) or postback-identifier (AAK) */
  transactionId: string;
  sourceAppId: string | null;
  sourceDomain: string | null;
  redownload: boolean | null;
  fidelityType: number | null;
  conversionValue: number | null;
  coarseValue: "low" | "medium" | "high" | null;
  sequenceIndex: number;
  didWin: boolean;
  /** a reinstall or re-engagement rather than a first install (SKAN redownload, AAK conversion-type) */
  reinstall: boolean;
};

const refused = () =>
  forbidden("The postback's signature does not verify against Apple's public keys; it is not stored.", "SKAN_SIGNATURE_INVALID");

function readSkan(body: unknown): ReadPostback {
  const postback = parseOrThrow(skanPostbackSchema, body, "SKAdNetwork postback");
  const major = majorVersionOf(postback.version);
  if (!major) {
    throw badRequest(`SKAdNetwork version ${JSON.stringify(postback.version)} is not verified here (3.0, 4.x)`, "SKAN_VERSION_UNSUPPORTED");
  }
  const identifier = major === "3" ? postback["campaign-id"] : postback["source-identifier"];
  const required = major === "3" ? ["campaign-id"] : ["source-identifier", "postback-sequence-index"];
  const missing = required.filter((field) => postback[field as keyof typeof postback] === undefined);
  if (missing.length || identifier === undefined) {
    throw badRequest(
      `A version ${postback.version} postback needs ${missing.join(" and ")}`,
      "VALIDATION_FAILED",
      missing.map((path) => ({ path, message: "is required" })),
    );
  }
  const signed = skanSignedString(major, postback as Record<string, string | number | boolean | undefined>);
  if (!verifySkanSignature(signed, postback["attribution-signature"], skanPublicKeys())) throw refused();
  return {
    framework: "SKAN",
    version: postback.version,
    adNetworkId: postback["ad-network-id"],
    sourceIdentifier: String(identifier),
    skanId: Number(identifier),
    appStoreId: String(postback["app-id"]),
    transactionId: postback["transaction-id"],
    sourceAppId: postback["source-app-id"] === undefined ? null : String(postback["source-app-id"]),
    sourceDomain: postback["source-domain"] ?? null,
    redownload: postback.redownload,
    fidelityType: postback["fidelity-type"],
    conversionValue: postback["conversion-value"] ?? null,
    coarseValue: postback["coarse-conversion-value"] ?? null,
    sequenceIndex: postback["postback-sequence-index"] ?? 0,
    didWin: postback["did-win"],
    reinstall: postback.redownload,
  };
}

function readAak(body: unknown): ReadPostback {
  const postback = parseOrThrow(aakPostbackSchema, body, "AdAttributionKit postback");
  const verified = verifiedJwsPayload(postback["jws-string"], skanPublicKeys());
  if (verified === null) throw refused();
  const payload = parseOrThrow(aakPayloadSchema, verified, "AdAttributionKit postback's JWS payload");
  const conversionType = payload["conversion-type"] ?? "download";
  const interaction = postback["ad-interaction-type"];
  return {
    framework: "AAK",
    version: "AAK",
    adNetworkId: payload["ad-network-identifier"],
    sourceIdentifier: payload["source-identifier"],
    skanId: Number(payload["source-identifier"]),
    appStoreId: String(payload["advertised-item-identifier"]),
    transactionId: payload["postback-identifier"],
    sourceAppId: payload["publisher-item-identifier"] === undefined ? null : String(payload["publisher-item-identifier"]),
    sourceDomain: null,
    redownload: conversionType === "redownload",
    fidelityType: interaction === undefined ? null : interaction === "click" ? 1 : 0,
    conversionValue: postback["conversion-value"] ?? null,
    coarseValue: postback["coarse-conversion-value"] ?? null,
    sequenceIndex: payload["postback-sequence-index"],
    didWin: payload["did-win"],
    reinstall: conversionType !== "download",
  };
}

/**
 * Reads and verifies a postback body: AdAttributionKit when it carries a jws-string, else SKAdNetwork. Throws 400
 * (unreadable, an unsupported version) or 403 SKAN_SIGNATURE_INVALID (Apple did not sign it as it reads now).
 */
export function readPostback(body: unknown): ReadPostback {
  if (body && typeof body === "object" && !Array.isArray(body) && "jws-string" in body) return readAak(body);
  return readSkan(body);
}
