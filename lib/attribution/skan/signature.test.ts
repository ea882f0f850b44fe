import { createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPLE_POSTBACK_PUBLIC_KEY, parseSkanPublicKeys, SkanKeyConfigError } from "./public-keys";
import { majorVersionOf, skanSignedString, verifiedJwsPayload, verifySkanSignature } from "./signature";
import { testSigner } from "./test-signer";

const S = "\u2063";
const apple = parseSkanPublicKeys(undefined);

// Apple's own example postbacks, each published with "a verified signature" to test code with (StoreKit
// "Combining parameters for SKAdNetwork 3 postbacks", "Verifying an install-validation postback").
const SKAN3_WIN = {
  version: "3.0",
  "ad-network-id": "example123.skadnetwork",
  "campaign-id": 42,
  "transaction-id": "6aafb7a5-0170-41b5-bbe4-fe71dedf1e28",
  "app-id": 525463029,
  "attribution-signature": "MEYCIQD5eq3AUlamORiGovqFiHWI4RZT/PrM3VEiXUrsC+M51wIhAPMANZA9c07raZJ64gVaXhB9+9yZj/X6DcNxONdccQij",
  redownload: true,
  "source-app-id": 1234567891,
  "fidelity-type": 1,
  "conversion-value": 20,
  "did-win": true,
};
const SKAN3_LOSS = {
  version: "3.0",
  "ad-network-id": "example123.skadnetwork",
  "campaign-id": 42,
  "transaction-id": "f9ac267a-a889-44ce-b5f7-0166d11461f0",
  "app-id": 525463029,
  "attribution-signature": "MEUCIQDDetUtkyc/MiQvVJ5I6HIO1E7l598572Wljot2Onzd4wIgVJLzVcyAV+TXksGNoa0DTMXEPgNPeHCmD4fw1ABXX0g=",
  redownload: true,
  "fidelity-type": 1,
  "did-win": false,
};
const SKAN4_WEB_FINE = {
  version: "4.0",
  "ad-network-id": "com.example",
  "source-identifier": "5239",
  "app-id": 525463029,
  "transaction-id": "6aafb7a5-0170-41b5-bbe4-fe71dedf1e30",
  redownload: false,
  "source-domain": "example.com",
  "fidelity-type": 1,
  "did-win": true,
  "conversion-value": 63,
  "postback-sequence-index": 0,
  "attribution-signature": "MEUCIGRmSMrqedNu6uaHyhVcifs118R5z/AB6cvRaKrRRHWRAiEAv96ne3dKQ5kJpbsfk4eYiePmrZUU6sQmo+7zfP/1Bxo=",
};
const SKAN4_WEB_COARSE = {
  version: "4.0",
  "ad-network-id": "com.example",
  "source-identifier": "39",
  "app-id": 525463029,
  "transaction-id": "6aafb7a5-0170-41b5-bbe4-fe71dedf1e31",
  redownload: false,
  "source-domain": "example.com",
  "fidelity-type": 1,
  "did-win": true,
  "coarse-conversion-value": "high",
  "postback-sequence-index": 0,
  "attribution-signature": "MEUCIQD4rX6eh38qEhuUKHdap345UbmlzA7KEZ1bhWZuYM8MJwIgMnyiiZe6heabDkGwOaKBYrUXQhKtF3P/ERHqkR/XpuA=",
};
// AdAttributionKit "Identifying the parameters in a postback": its example JWS, signed with Apple's development key
// apple-development-identifier/1 ("Verifying a postback").
const AAK_EXAMPLE_JWS =
  "eyJraWQiOiJhcHBsZS1kZXZlbG9wbWVudC1pZGVudGlmaWVyXC8xIiwiYWxnIjoiRVMyNTYifQ.eyJwb3N0YmFjay1pZGVudGlmaWVyIjoiODU1NDZFQjctRkQzOS00NEJDLTg5OTAtQzk4QTRBQzM2QTQ5IiwicHVibGlzaGVyLWl0ZW0taWRlbnRpZmllciI6MCwibWFya2V0cGxhY2UtaWRlbnRpZmllciI6ImNvbS5hcHBsZS5BcHBTdG9yZSIsImltcHJlc3Npb24tdHlwZSI6ImFwcC1pbXByZXNzaW9uIiwiYWQtbmV0d29yay1pZGVudGlmaWVyIjoiZGV2ZWxvcG1lbnQuYWRhdHRyaWJ1dGlvbmtpdCIsImRpZC13aW4iOnRydWUsInBvc3RiYWNrLXNlcXVlbmNlLWluZGV4IjowLCJjb252ZXJzaW9uLXR5cGUiOiJyZS1lbmdhZ2VtZW50Iiwic291cmNlLWlkZW50aWZpZXIiOiIxMjM0IiwiYWR2ZXJ0aXNlZC1pdGVtLWlkZW50aWZpZXIiOjEwNzM4MDI3NzU2fQ.bAdNwKd6OfHK9tofvjjua4X_JPcFTxXPQSspD9gZkinw97pY7R1aI-LSjl-oxZZF3_K2H5JK5TSEBee4_1U4oQ";
const APPLE_AAK_DEVELOPMENT_KEY_1 =
  "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE8YzdO7eM97s/IJ25kdW5CZ3A14USE5IJ5Ha/vhWaxI6UBI1ZxCEvjrKxVluVGe6qWwF1BDFq+QHqKfH5u+wxHQ==";

function verifies(postback: Record<string, string | number | boolean>, keys = apple) {
  const major = majorVersionOf(String(postback.version))!;
  return verifySkanSignature(skanSignedString(major, postback), String(postback["attribution-signature"]), keys);
}

describe("the signed string per version", () => {
  it("version 3: nine values in Apple's order, source-app-id left out when absent, conversion value never signed", () => {
    expect(skanSignedString("3", SKAN3_WIN)).toBe(
      ["3.0", "example123.skadnetwork", "42", "525463029", "6aafb7a5-0170-41b5-bbe4-fe71dedf1e28", "true", "1234567891", "1", "true"].join(
        S,
      ),
    );
    expect(skanSignedString("3", SKAN3_LOSS)).toBe(
      ["3.0", "example123.skadnetwork", "42", "525463029", "f9ac267a-a889-44ce-b5f7-0166d11461f0", "true", "1", "false"].join(S),
    );
  });

  it("version 4: source-identifier for campaign-id, source-domain in source-app-id's place, the sequence index last", () => {
    expect(skanSignedString("4", SKAN4_WEB_FINE)).toBe(
      ["4.0", "com.example", "5239", "525463029", "6aafb7a5-0170-41b5-bbe4-fe71dedf1e30", "false", "example.com", "1", "true", "0"].join(S),
    );
    const { "source-domain": _web, ...inApp } = { ...SKAN4_WEB_COARSE, "source-app-id": 1234567891 };
    expect(skanSignedString("4", inApp)).toBe(
      ["4.0", "com.example", "39", "525463029", "6aafb7a5-0170-41b5-bbe4-fe71dedf1e31", "false", "1234567891", "1", "true", "0"].join(S),
    );
    expect(skanSignedString("4", SKAN4_WEB_COARSE)).not.toContain("high");
  });

  it("knows 3.0 and 4.x, nothing older or unknown", () => {
    expect(majorVersionOf("3.0")).toBe("3");
    expect(majorVersionOf("4.0")).toBe("4");
    expect(majorVersionOf("4.1")).toBe("4");
    for (const version of ["2.2", "2.1", "1.0", "3.1", "5.0", "4", "4.0.1", ""]) expect(majorVersionOf(version)).toBeNull();
  });
});

describe("Apple's published postbacks verify against Apple's published key (the default key set)", () => {
  it.each([
    ["3.0 winning", SKAN3_WIN],
    ["3.0 not winning", SKAN3_LOSS],
    ["4.0 fine value, web ad", SKAN4_WEB_FINE],
    ["4.0 coarse value, web ad", SKAN4_WEB_COARSE],
  ])("%s", (_name, postback) => {
    expect(verifies(postback)).toBe(true);
  });

  it("any signed value changed fails; an unsigned one (the conversion value) does not", () => {
    expect(verifies({ ...SKAN3_WIN, "campaign-id": 43 })).toBe(false);
    expect(verifies({ ...SKAN4_WEB_FINE, "did-win": false })).toBe(false);
    expect(verifies({ ...SKAN4_WEB_FINE, "postback-sequence-index": 1 })).toBe(false);
    expect(verifies({ ...SKAN4_WEB_FINE, "source-identifier": "5238" })).toBe(false);
    expect(verifies({ ...SKAN4_WEB_FINE, "conversion-value": 1 })).toBe(true);
  });

  it("a signature from another key, or none, fails", () => {
    const other = parseSkanPublicKeys(testSigner().publicKeySetting);
    expect(verifies(SKAN3_WIN, other)).toBe(false);
    expect(verifySkanSignature(skanSignedString("3", SKAN3_WIN), "", apple)).toBe(false);
    expect(verifySkanSignature(skanSignedString("3", SKAN3_WIN), "not base64 at all!", apple)).toBe(false);
  });
});

describe("AdAttributionKit JWS", () => {
  it("Apple's example verifies under Apple's development key, not under the production key", () => {
    const payload = verifiedJwsPayload(AAK_EXAMPLE_JWS, parseSkanPublicKeys(APPLE_AAK_DEVELOPMENT_KEY_1));
    expect(payload).toMatchObject({ "source-identifier": "1234", "did-win": true, "postback-sequence-index": 0 });
    expect(verifiedJwsPayload(AAK_EXAMPLE_JWS, apple)).toBeNull();
  });

  it("a payload changed after signing, another algorithm or a malformed JWS is refused", () => {
    const signer = testSigner();
    const keys = parseSkanPublicKeys(signer.publicKeySetting);
    const jws = signer.signJws({ "source-identifier": "42" });
    expect(verifiedJwsPayload(jws, keys)).toEqual({ "source-identifier": "42" });
    const [header, , signature] = jws.split(".");
    const forged = Buffer.from(JSON.stringify({ "source-identifier": "43" })).toString("base64url");
    expect(verifiedJwsPayload(`${header}.${forged}.${signature}`, keys)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    expect(verifiedJwsPayload(`${none}.${jws.split(".")[1]}.${signature}`, keys)).toBeNull();
    expect(verifiedJwsPayload("a.b", keys)).toBeNull();
    expect(verifiedJwsPayload("a.b.c!", keys)).toBeNull();
  });
});

describe("the key set setting", () => {
  it("defaults to Apple's production key", () => {
    expect(apple).toHaveLength(1);
    const published = createPublicKey({ key: Buffer.from(APPLE_POSTBACK_PUBLIC_KEY, "base64"), format: "der", type: "spki" });
    expect(apple[0].equals(published)).toBe(true);
  });

  it("takes several keys, and refuses what is not a P-256 public key", () => {
    expect(parseSkanPublicKeys(`${APPLE_POSTBACK_PUBLIC_KEY}, ${APPLE_AAK_DEVELOPMENT_KEY_1}`)).toHaveLength(2);
    expect(() => parseSkanPublicKeys("bm90IGEga2V5")).toThrow(SkanKeyConfigError);
    const p192 = "MEkwEwYHKoZIzj0CAQYIKoZIzj0DAQEDMgAEMyHD625uvsmGq4C43cQ9BnfN2xslVT5V1nOmAMP6qaRRUll3PB1JYmgSm+62sosG";
    expect(() => parseSkanPublicKeys(p192)).toThrow(/entry 1/);
  });
});
