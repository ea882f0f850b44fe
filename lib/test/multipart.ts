// multipart/form-data bodies for upload tests, streamed so that a 50 MiB file never sits in memory.
import { randomBytes } from "node:crypto";

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer | AsyncIterable<Buffer> };

export function multipart(parts: Part[]): { body: ReadableStream<Uint8Array>; contentType: string; headers: Record<string, string> } {
  const boundary = `----adnet-test-${randomBytes(8).toString("hex")}`;
  async function* generate(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if ("value" in part) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
      );
      if (Buffer.isBuffer(part.data)) yield part.data;
      else for await (const chunk of part.data) yield chunk;
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const iterator = generate();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return { body, contentType, headers: { "content-type": contentType } };
}
