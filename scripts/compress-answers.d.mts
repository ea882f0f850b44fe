import type { IncomingMessage, ServerResponse } from "node:http";
export const MIN_COMPRESS_BYTES: number;
export function preferredEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null;
export function compressAnswer(req: Pick<IncomingMessage, "method" | "headers">, res: ServerResponse): void;
export function staticBrotli(distDir: string): (req: Pick<IncomingMessage, "method" | "headers" | "url">, res: ServerResponse) => boolean;
