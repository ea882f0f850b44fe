import type { IncomingMessage, ServerResponse } from "node:http";
export function pathDecodes(url: string | undefined): boolean;
export function emptyApiSegment(url: string | undefined): boolean;
export function dropUntrustedForwarding(headers: Record<string, unknown>, trustedHops?: number): void;
export function gateRequest(
  req: Pick<IncomingMessage, "method" | "url" | "headers"> | object,
  res: Pick<ServerResponse, "writeHead" | "end"> | object,
): boolean;
