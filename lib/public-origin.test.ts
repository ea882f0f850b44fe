import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkPublicOrigin,
  configuredPublicOrigin,
  fallbackOrigin,
  NEXTAUTH_URL_DEFAULTED,
  parseOrigin,
} from "@/lib/config/public-origin.mjs";
import { startServer } from "@/scripts/server.mjs";
import { mailLink } from "./public-origin";

const NAMES = ["PUBLIC_URL", "NEXTAUTH_URL", NEXTAUTH_URL_DEFAULTED, "SMTP_URL", "PORT", "HOST"];
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  vi.restoreAllMocks();
});

describe("the public origin", () => {
  it.each([
    ["https://console.example.com", "https://console.example.com"],
    ["https://console.example.com/", "https://console.example.com"],
    ["HTTP://Console.Example.com:8080", "http://console.example.com:8080"],
    ["http://127.0.0.1:3200", "http://127.0.0.1:3200"],
    ["http://[::1]:3000", "http://[::1]:3000"],
  ])("%s is the origin %s", (value, origin) => expect(parseOrigin(value, "PUBLIC_URL")).toBe(origin));

  it.each([
    ["console.example.com", /not an absolute URL/],
    ["ftp://console.example.com", /http:\/\/ or https:\/\//],
    ["javascript:alert(1)", /http:\/\/ or https:\/\//],
    ["https://127.0.0.1:3200@evil.example", /user name or password/],
    ["https://console.example.com/console", /origin only/],
    ["https://console.example.com/?a=1", /origin only/],
    ["https://console.example.com/#top", /origin only/],
  ])("%s is refused, saying why", (value, why) => {
    const error = parseOrigin(value, "PUBLIC_URL");
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(why);
    expect((error as Error).message).toContain(`PUBLIC_URL="${value}"`);
  });

  it("is PUBLIC_URL, else NEXTAUTH_URL when the operator set it; the server's own default for next-auth is not one", () => {
    expect(configuredPublicOrigin({ PUBLIC_URL: "https://a.example", NEXTAUTH_URL: "https://b.example" })).toBe("https://a.example");
    expect(configuredPublicOrigin({ NEXTAUTH_URL: "https://b.example/" })).toBe("https://b.example");
    expect(configuredPublicOrigin({ NEXTAUTH_URL: "http://localhost:3000", [NEXTAUTH_URL_DEFAULTED]: "1" })).toBeNull();
    expect(configuredPublicOrigin({})).toBeNull();
    expect(() => configuredPublicOrigin({ NEXTAUTH_URL: "https://b.example/api/auth" })).toThrow(/NEXTAUTH_URL=.*origin only/);
  });

  it("is required once SMTP_URL is set", () => {
    const smtp = { SMTP_URL: "smtp://mail.example:587" };
    expect(() => checkPublicOrigin(smtp)).toThrow(/SMTP_URL is set but PUBLIC_URL \(or NEXTAUTH_URL\) is not/);
    expect(() => checkPublicOrigin({ ...smtp, NEXTAUTH_URL: "http://localhost:3000", [NEXTAUTH_URL_DEFAULTED]: "1" })).toThrow(
      /PUBLIC_URL/,
    );
    expect(checkPublicOrigin({ ...smtp, PUBLIC_URL: "https://console.example.com" })).toBe("https://console.example.com");
    expect(checkPublicOrigin({})).toBeNull();
  });

  it("without SMTP and unset, mail links start with the server's own address (never a request's), and the log says so once", () => {
    for (const name of ["PUBLIC_URL", "NEXTAUTH_URL", "SMTP_URL", "HOST"]) delete process.env[name];
    process.env.PORT = "3200";
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    expect(mailLink("/sign-in")).toBe("http://localhost:3200/sign-in");
    expect(mailLink("/reset-password?token=x")).toBe("http://localhost:3200/reset-password?token=x");
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toMatch(/PUBLIC_URL is not set: links in mail start with http:\/\/localhost:3200/);
    expect(fallbackOrigin({ HOST: "10.0.0.5", PORT: "80" })).toBe("http://10.0.0.5:80");
    expect(fallbackOrigin({ HOST: "::" })).toBe("http://localhost:3000");
  });

  it("npm start refuses to start with SMTP_URL and no public origin, saying what to set", () => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      SMTP_URL: "smtp://127.0.0.1:2525",
      AUTH_SECRET: "x".repeat(43),
      SETTLEMENT_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    const refused = spawnSync(process.execPath, ["scripts/start.mjs"], { env, encoding: "utf8", timeout: 30_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("SMTP_URL is set but PUBLIC_URL (or NEXTAUTH_URL) is not");
    const malformed = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: { ...env, PUBLIC_URL: "console.example.com" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('PUBLIC_URL="console.example.com" is not an absolute URL');
  });

  it("the server itself (scripts/server.mjs) refuses too, before it fills in NEXTAUTH_URL for next-auth", async () => {
    for (const name of ["PUBLIC_URL", "NEXTAUTH_URL"]) delete process.env[name];
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    await expect(startServer({ port: 0, hostname: "127.0.0.1" })).rejects.toThrow(/SMTP_URL is set but PUBLIC_URL/);
    expect(process.env.NEXTAUTH_URL).toBeUndefined();
  });
});
