import "server-only";
import { z } from "zod";
import { publicOperation } from "@/lib/http/operation";
import { prisma } from "@/lib/db/client";
import { readPostback } from "@/lib/attribution/skan/read-postback";
import { storeSkanPostback } from "@/lib/attribution/skan/store-postback";

// Where Apple's devices post: https://<the ad network's registered domain>/.well-known/skadnetwork/report-attribution/
// (SKAdNetwork) and /.well-known/appattribution/report-attribution/ (AdAttributionKit). Either path takes either kind
// (a body with a jws-string is AdAttributionKit), so a network registered for both never loses one to the wrong path.
// A refusal (unreadable, unsupported version, a signature that does not verify) answers the common error object and
// writes nothing; Apple retries a postback that is not answered 200 for up to 9 days.

const answerSchema = z.object({
  outcome: z.enum(["ATTRIBUTED", "UNMATCHED"]),
  duplicate: z.boolean().describe("A retry of a postback already stored: nothing more was stored or counted"),
});

function reportAttribution(path: string, operationId: string, summary: string) {
  return publicOperation({
    method: "POST",
    path,
    operationId,
    summary,
    tag: "Attribution",
    // The postback is its own record (SkanPostback): an audit entry per device report would bury people's changes.
    audit: null,
    body: z.looseObject({}).describe("Apple's postback JSON"),
    response: answerSchema,
    reasons: ["SKAN_VERSION_UNSUPPORTED", "SKAN_SIGNATURE_INVALID"],
    run: async ({ body }) => {
      const postback = readPostback(body);
      return storeSkanPostback(prisma, postback, JSON.stringify(body), new Date());
    },
  });
}

export const reportSkanAttribution = reportAttribution(
  "/.well-known/skadnetwork/report-attribution",
  "reportSkanAttribution",
  "Apple's SKAdNetwork install-validation postback",
);

export const reportAppAttribution = reportAttribution(
  "/.well-known/appattribution/report-attribution",
  "reportAppAttribution",
  "Apple's AdAttributionKit postback",
);
