import type { IncomingMessage, ServerResponse } from "node:http";
export const MIN_COMPRESS_BYTES: number;
export function preferredEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null;
export function compressAnswer(req: Pick<IncomingMessage, "method" | "headers">, res: ServerResponse): void;
