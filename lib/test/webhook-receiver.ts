// A webhook receiver on 127.0.0.1 for tests: records every request (headers and raw body) and answers what the
// test says, per request: a status, or "hold" (never answer, until the connection closes).
import http from "node:http";

type ReceivedWebhook = { headers: Record<string, string>; body: string };
type Answer = number | "hold";

export type WebhookReceiver = {
  url: string;
  requests: ReceivedWebhook[];
  /** The answers to the next requests in order; when spent, `fallback`. */
  answers: Answer[];
  fallback: Answer;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      receiver.requests.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = receiver.answers.shift() ?? receiver.fallback;
      if (answer === "hold") held.push(res);
      else res.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : `error ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    requests: [],
    answers: [],
    fallback: 200,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.requests.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${receiver.requests.length} request(s), not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return receiver.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
