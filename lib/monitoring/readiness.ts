import "server-only";
import { redisClient } from "@/lib/api/rate-limit";
import { getPrisma } from "@/lib/db/client";
import { getStorage } from "@/lib/storage/storage";

type CheckResult = "ok" | "disabled" | "unreachable";
type Readiness = { ready: boolean; checks: { database: CheckResult; redis: CheckResult; storage: CheckResult } };

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS).unref())]);
}

async function check(work: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await withTimeout(work());
    return "ok";
  } catch {
    return "unreachable";
  }
}

/** Whether the instance can serve: its database answers, Redis (when configured) answers, storage is writable. */
export async function readiness(): Promise<Readiness> {
  const redis = redisClient();
  const [database, redisCheck, storage] = await Promise.all([
    check(() => getPrisma().$queryRaw`SELECT 1`),
    redis
      ? check(async () => {
          // A client still connecting (the first request of the process) refuses commands rather than queueing them.
          if (redis.status === "wait" || redis.status === "connecting" || redis.status === "connect") {
            await new Promise((resolve) => redis.once("ready", resolve));
          }
          await redis.ping();
        })
      : Promise.resolve<CheckResult>("disabled"),
    check(() => getStorage().checkReady()),
  ]);
  const checks = { database, redis: redisCheck, storage };
  return { ready: Object.values(checks).every((c) => c !== "unreachable"), checks };
}
