import { z } from "zod";

// Every environment setting the product reads, in one place: its zod schema, its default and the values it
// accepts (the error a wrong value stops the start with names both). docs/configuration.md explains each one;
// definition.test.ts keeps the two in step. The one rule for all of them: a setting that is unset or empty
// (an orchestrator often passes `NAME=`) takes its default.

type Setting = {
  /** Parses the value once it is known to be set and not empty. */
  schema: z.ZodType<unknown, string>;
  /** What a wrong value is told it must be: "an integer of at least 1". */
  accepted: string;
  /** The value when unset or empty; undefined when the product does without. */
  fallback: unknown;
};

const integer = (fallback: number, min = 1) => ({
  schema: z.string().transform(Number).pipe(z.number().int().min(min)),
  accepted: `an integer of at least ${min}`,
  fallback,
});

const text = (fallback: string, accepted = "a text") => ({ schema: z.string(), accepted, fallback });

/** A text the product does without when unset. */
const optionalText = (accepted = "a text") => ({ schema: z.string(), accepted, fallback: undefined });

const oneOf = <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) => ({
  schema: z.enum(values),
  accepted: `one of ${values.join(", ")}`,
  fallback,
});

const flag = (fallback: boolean) => ({
  schema: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(["true", "false"]))
    .transform((value) => value === "true"),
  accepted: "true or false",
  fallback,
});

export const SETTINGS = {
  // The server and its database (the plain-Node start scripts read PORT, HOST, WEB_CONCURRENCY and PGLITE_DIR
  // before the app runs).
  PORT: integer(3000),
  HOST: text("0.0.0.0"),
  WEB_CONCURRENCY: { ...integer(1), fallback: undefined },
  DATABASE_URL: optionalText("a postgresql:// URL"),
  DATABASE_POOL_SIZE: integer(10),
  PGLITE_DIR: text(".data/pglite", "a directory, or memory://"),
  REDIS_URL: optionalText("a redis:// URL"),
  RATE_LIMIT_POOL_SIZE: integer(4),
  RATE_LIMIT_TIMEOUT_MS: integer(1000),
  RATE_LIMIT_PREFIX: text("adnet:rl"),
  TRUST_PROXY: integer(0, 0),
  // Unset: info, and silent in the tests.
  LOG_LEVEL: { ...oneOf(["trace", "debug", "info", "warn", "error", "silent"], "info"), fallback: undefined },
  METRICS_TOKEN: optionalText(),
  // Mail and links.
  SMTP_URL: optionalText("an smtp:// or smtps:// URL"),
  MAIL_FROM: text("Adnet Console <no-reply@localhost>"),
  PUBLIC_URL: optionalText("an http:// or https:// origin"),
  NEXTAUTH_URL: optionalText("an http:// or https:// URL"),
  AUTH_SECRET: optionalText(),
  /** The older name of AUTH_SECRET, read when it is unset. */
  NEXTAUTH_SECRET: optionalText(),
  NOTIFICATION_MAIL_DELAY_SECONDS: integer(60, 0),
  // Secrets with a format of their own, checked where they are parsed (lib/settlement, lib/attribution/skan).
  SETTLEMENT_ENCRYPTION_KEYS: optionalText("keyId:base64(32 bytes), comma-separated"),
  // Stored files (the S3 settings are checked together by lib/storage/storage-config.ts).
  STORAGE: oneOf(["local", "s3"], "local"),
  // Unset: .data/storage under the project.
  STORAGE_DIR: optionalText("a directory"),
  S3_BUCKET: optionalText(),
  S3_ENDPOINT: optionalText(),
  S3_REGION: text("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: flag(false),
  MEDIA_BASE_URL: optionalText("an http:// or https:// URL"),
  // Unset: 30, or 86400 with STORAGE=s3.
  STORAGE_PARTIAL_MAX_AGE_SECONDS: { ...integer(30, 0), fallback: undefined },
  // The workers.
  WORKER_ENABLED: flag(true),
  WORKER_CONCURRENCY: integer(2),
  ASSET_JOB_ATTEMPTS: integer(3),
  ASSET_JOB_LEASE_SECONDS: integer(60),
  ASSET_JOB_RETRY_DELAY_SECONDS: integer(5, 0),
  ASSET_QUEUE_MAINTENANCE_SECONDS: integer(30),
  ASSET_QUEUE_POLL_SECONDS: integer(1),
  ASSET_QUEUE_POOL_SIZE: integer(4),
  FETCH_ALLOW_ADDRESSES: optionalText("IP addresses or CIDR ranges, comma-separated"),
  EVENT_DISPATCH_INTERVAL_MS: integer(250),
  WEBHOOK_SWEEP_INTERVAL_MS: integer(1000),
  REPORT_SCHEDULE_INTERVAL_MS: integer(60_000),
  REPORT_EXPORT_INTERVAL_MS: integer(2000),
  STATEMENT_MAIL_INTERVAL_MS: integer(300_000),
  GOAL_CHECK_INTERVAL_MS: integer(3_600_000),
  // Webhooks.
  WEBHOOK_JOB_LEASE_SECONDS: integer(120),
  WEBHOOK_CONCURRENCY: integer(4),
  WEBHOOK_RETRY_SCHEDULE_SECONDS: {
    schema: z
      .string()
      .transform((value) => value.split(",").map((part) => Number(part.trim())))
      .pipe(z.array(z.number().int().min(0))),
    accepted: "comma-separated whole seconds",
    fallback: undefined,
  },
  WEBHOOK_ORGANIZATION_CONCURRENCY: integer(2),
  WEBHOOK_BREAKER_FAILURES: integer(5),
  WEBHOOK_BREAKER_COOLDOWN_SECONDS: integer(60),
  WEBHOOK_CONNECT_TIMEOUT_MS: integer(3000),
  WEBHOOK_RESPONSE_TIMEOUT_MS: integer(10_000),
  WEBHOOK_TEST_EVENTS_PER_MINUTE: integer(10),
  // Money, serving and attribution.
  BALANCE_LOW_DAYS: integer(3),
  SERVING_CHANGES_RETENTION_DAYS: integer(7),
  POSTBACK_RETENTION_DAYS: integer(90),
  POSTBACK_RATE_LIMIT_REQUESTS: integer(60_000),
  POSTBACK_RATE_LIMIT_WINDOW_SECONDS: integer(60),
  ATTRIBUTION_SINGULAR_NETWORK_NAME: text("Adnet"),
  ATTRIBUTION_NETWORK_ID_APPSFLYER: optionalText(),
  SKAN_AD_NETWORK_ID: optionalText(),
  SKAN_PUBLIC_KEYS: optionalText("base64 DER P-256 public keys, comma-separated"),
  TOP_UP_BANK_NAME: text("Demo Bank"),
  TOP_UP_ACCOUNT_NUMBER: text("000-000000-00-000"),
  TOP_UP_ACCOUNT_HOLDER: text("AdNet Demo"),
  BILLING_SUPPLIER_NAME: text("AdNet Demo"),
  BILLING_SUPPLIER_REGISTRATION_NUMBER: optionalText(),
  BILLING_SUPPLIER_REPRESENTATIVE: text("-"),
  BILLING_SUPPLIER_ADDRESS: text("-"),
  BILLING_SUPPLIER_BUSINESS_TYPE: text("정보통신업"),
  BILLING_SUPPLIER_BUSINESS_ITEM: text("온라인 광고"),
  BILLING_SUPPLIER_EMAIL: text("billing@adnet.invalid"),
  TAX_INVOICE_PERIOD: oneOf(["top-up", "month"], "top-up"),
  TAX_INVOICE_PROVIDER: oneOf(["spreadsheet"], "spreadsheet"),
  // The test and browser tools.
  FUZZ_RUNS: integer(100),
  CHROMIUM_PATH: text("/usr/bin/chromium"),
} satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
type Definition<N extends SettingName> = (typeof SETTINGS)[N];
/** A setting's value: what its schema makes of it, or its fallback (undefined for one the product does without). */
export type SettingValue<N extends SettingName> = z.output<Definition<N>["schema"]> | Definition<N>["fallback"];
