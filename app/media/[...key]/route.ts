import { serveStoredFile } from "@/lib/storage/serve-stored-file";

type Context = { params: Promise<{ key: string[] }> };

// GET /media/{key} — stored asset files at their public URL (result.url); outside /api, no credentials needed
export async function GET(req: Request, { params }: Context) {
  return serveStoredFile(req, (await params).key, true);
}

export async function HEAD(req: Request, { params }: Context) {
  return serveStoredFile(req, (await params).key, false);
}
