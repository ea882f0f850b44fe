import { afterEach, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { GET } from "./route";

const saved = process.env.SMTP_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = saved;
});

const list = (organizationId: string, apiKey: string) =>
  callRoute(GET, "GET", `/api/core/organization/${organizationId}/report-schedules`, { params: { organizationId }, apiKey });

describe("report schedules on a server that sends no e-mail", () => {
  it("the list says whether a schedule's reports go out at all (mailSent), for the dialog to say so", async () => {
    const { organization, apiKey } = await createOwner();
    delete process.env.SMTP_URL;
    expect((await list(organization.id, apiKey)).json).toEqual({ items: [], mailSent: false });
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    expect((await list(organization.id, apiKey)).json).toEqual({ items: [], mailSent: true });
  });
});
