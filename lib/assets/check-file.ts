// The upload widget's checks before sending: the same rules the server applies, decided from the file's first
// bytes (never its name), so that a refusal the browser can foresee costs no upload. The server checks again.
import { maxBytesFor, productTypeAccepts, type AssetKind, type ProductType } from "./media-types";

type FileCheck =
  | { ok: true; kind: AssetKind; label: string }
  | {
      ok: false;
      reason: "FILE_REQUIRED" | "FILE_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ANIMATED_IMAGE_NOT_ALLOWED";
      kind?: AssetKind;
      label?: string;
    };

const text = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** What the first 32 bytes say the file is. */
function sniffHead(head: Uint8Array): { kind: AssetKind; label: string; animated?: boolean } | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: "IMAGE", label: "JPEG" };
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b))
    return { kind: "IMAGE", label: "PNG" };
  if (head.length >= 12 && text(head, 0, 4) === "RIFF" && text(head, 8, 12) === "WEBP") {
    const animated = text(head, 12, 16) === "VP8X" && head.length > 20 && (head[20] & 0x02) !== 0;
    return { kind: "IMAGE", label: "WebP", animated };
  }
  if (head.length >= 8) {
    const box = text(head, 4, 8);
    const brand = text(head, 8, 12);
    if (box === "ftyp" && ["heic", "heix", "mif1", "msf1", "avif", "avis", "M4A ", "M4B ", "M4P "].includes(brand)) return null;
    if (box === "ftyp") return { kind: "VIDEO", label: brand === "qt  " ? "MOV" : "MP4" };
    if (["moov", "mdat", "wide", "free", "skip"].includes(box)) return { kind: "VIDEO", label: "MOV" };
  }
  return null;
}

export async function checkFile(file: File, productType: ProductType): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, reason: "FILE_REQUIRED" };
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const sniffed = sniffHead(head);
  if (!sniffed) return { ok: false, reason: "UNSUPPORTED_MEDIA_TYPE" };
  const { kind, label } = sniffed;
  if (sniffed.animated) return { ok: false, reason: "ANIMATED_IMAGE_NOT_ALLOWED", kind, label };
  if (file.size > maxBytesFor(kind)) return { ok: false, reason: "FILE_TOO_LARGE", kind, label };
  if (!productTypeAccepts(productType, kind)) return { ok: false, reason: "UNSUPPORTED_MEDIA_TYPE", kind, label };
  return { ok: true, kind, label };
}
