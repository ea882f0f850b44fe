import { describe, expect, it } from "vitest";
import { storageConfig } from "./storage-config";

const s3 = {
  STORAGE: "s3",
  S3_BUCKET: "adnet-assets",
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("storage settings", () => {
  it("default to local disk", () => {
    expect(storageConfig({})).toEqual({ kind: "local" });
    expect(storageConfig({ STORAGE: "" })).toEqual({ kind: "local" });
    expect(storageConfig({ STORAGE: "local" })).toEqual({ kind: "local" });
  });

  it("STORAGE=s3 reads the bucket, endpoint, region (us-east-1 by default), credentials and path style", () => {
    expect(storageConfig(s3)).toEqual({
      kind: "s3",
      s3: {
        bucket: "adnet-assets",
        region: "us-east-1",
        endpoint: "http://127.0.0.1:9000",
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
        forcePathStyle: false,
      },
    });
    expect(storageConfig({ ...s3, S3_REGION: "auto", S3_FORCE_PATH_STYLE: "TRUE" })).toMatchObject({
      s3: { region: "auto", forcePathStyle: true },
    });
    // No endpoint (AWS itself) and no keys (the SDK's own credentials: an instance role, AWS_PROFILE…).
    expect(storageConfig({ STORAGE: "s3", S3_BUCKET: "abc", S3_ENDPOINT: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "" })).toEqual({
      kind: "s3",
      s3: { bucket: "abc", region: "us-east-1", endpoint: undefined, credentials: undefined, forcePathStyle: false },
    });
  });

  it.each([
    [{ STORAGE: "S3" }, "STORAGE must be local or s3"],
    [{ STORAGE: "s3" }, "S3_BUCKET is required"],
    [{ ...s3, S3_BUCKET: "ab" }, "S3_BUCKET must be 3 to 63"],
    [{ ...s3, S3_BUCKET: "Adnet_Assets" }, "S3_BUCKET must be 3 to 63"],
    [{ ...s3, S3_ENDPOINT: "127.0.0.1:9000" }, "S3_ENDPOINT must be an http:// or https:// URL"],
    [{ ...s3, S3_ENDPOINT: "ftp://host" }, "S3_ENDPOINT must be an http:// or https:// URL"],
    [{ ...s3, S3_SECRET_ACCESS_KEY: "" }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together"],
    [{ ...s3, S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE must be true or false"],
  ])("refuses %j: %s", (env, message) => {
    expect(() => storageConfig(env)).toThrow(message);
  });

  it("names every problem at once, and never a secret", () => {
    let message = "";
    try {
      storageConfig({ STORAGE: "s3", S3_ENDPOINT: "nope", S3_ACCESS_KEY_ID: "AKIASECRETVALUE" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("S3_BUCKET is required");
    expect(message).toContain("S3_ENDPOINT must be");
    expect(message).toContain("go together");
    expect(message).not.toContain("AKIASECRETVALUE");
  });
});
