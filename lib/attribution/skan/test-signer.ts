import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { skanSignedString, majorVersionOf } from "./signature";

// Signs postbacks as Apple does, with a key the test generates: the receiver is pointed at its public half through
// SKAN_PUBLIC_KEYS. Tests only.

type TestSigner = {
  publicKeySetting: string;
  signSkan: <T extends Record<string, unknown>>(postback: T) => T & { "attribution-signature": string };
  signJws: (payload: object) => string;
};

export function testSigner(): TestSigner {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return {
    publicKeySetting: (publicKey as KeyObject).export({ format: "der", type: "spki" }).toString("base64"),
    signSkan(postback) {
      const major = majorVersionOf(String(postback.version));
      if (!major) throw new Error(`no signing order for version ${String(postback.version)}`);
      const signed = skanSignedString(major, postback as Record<string, string | number | boolean | undefined>);
      return { ...postback, "attribution-signature": sign("sha256", Buffer.from(signed, "utf8"), privateKey).toString("base64") };
    },
    signJws(payload) {
      const header = Buffer.from(JSON.stringify({ kid: "test-identifier/0", alg: "ES256" })).toString("base64url");
      const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
      const signature = sign("sha256", Buffer.from(`${header}.${body}`), { key: privateKey, dsaEncoding: "ieee-p1363" });
      return `${header}.${body}.${signature.toString("base64url")}`;
    },
  };
}
