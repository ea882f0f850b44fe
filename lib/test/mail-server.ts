// A real SMTP server on 127.0.0.1 for tests (the smtp-server package): SMTP_URL points at it while it runs.
import { afterAll, beforeAll } from "vitest";
import { SMTPServer } from "smtp-server";
import { parseMail, type ReceivedMail } from "./mail-message";
import { ORIGIN } from "./call-route";

type Mailbox = {
  messages: ReceivedMail[];
  waitFor: (to: string, match?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Addresses the server refuses (550 at RCPT TO), as a mail server that no longer knows a mailbox does. */
  refused: Set<string>;
};

function startMailServer(refused: Set<string>): Promise<{ port: number; messages: ReceivedMail[]; close: () => Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(parseMail(Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as { port: number };
      resolve({ port, messages, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** Starts the server for this test file and sets SMTP_URL/MAIL_FROM/PUBLIC_URL; `waitFor` polls for a message to `to`. */
export function useMailServer(): Mailbox {
  const box: Mailbox = {
    messages: [],
    refused: new Set(),
    async waitFor(to, match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = box.messages.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!match || match.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no mail to ${to}${match ? ` matching ${match}` : ""} (got: ${box.messages.map((m) => `${m.to}: ${m.subject}`).join("; ")})`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await startMailServer(box.refused);
    box.messages = server.messages;
    close = server.close;
    process.env.SMTP_URL = `smtp://127.0.0.1:${server.port}`;
    process.env.MAIL_FROM = "Adnet Test <no-reply@adnet.test>";
    // SMTP needs the public origin links in mail start with (the server refuses to start without it).
    process.env.PUBLIC_URL = ORIGIN;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.PUBLIC_URL;
    box.refused.clear();
    await close?.();
  });
  return box;
}
