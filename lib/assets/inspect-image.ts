import "server-only";
import sharp, { type Metadata } from "sharp";
import { MediaInspector, MediaRefusal } from "./media-inspector";
import { ContentError } from "./processing-errors";
import { THUMBNAIL_SIZE } from "./thumbnail-size";

type ImageFacts = { width: number; height: number; thumbnail: Buffer };

// A 1 MiB file can still claim an enormous canvas (a decompression bomb): refuse past 100 megapixels.
const MAX_PIXELS = 100_000_000;

/** Decodes a stored image completely: its displayed size, and a WebP thumbnail of at most 320×320. */
export async function inspectImage(bytes: Buffer): Promise<ImageFacts> {
  // The upload already walked the structure; walk it again, since this is what the worker really holds.
  const inspector = new MediaInspector();
  try {
    inspector.push(bytes);
    inspector.end();
  } catch (error) {
    if (error instanceof MediaRefusal) {
      throw new ContentError(error.reason === "ANIMATED_IMAGE_NOT_ALLOWED" ? "ANIMATED_IMAGE_NOT_ALLOWED" : "INVALID_IMAGE", error.message);
    }
    throw error;
  }
  const options = { failOn: "warning", limitInputPixels: MAX_PIXELS, animated: true } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new ContentError("INVALID_IMAGE", `The image could not be decoded: ${(error as Error).message}`);
  }
  if ((metadata.pages ?? 1) > 1) {
    throw new ContentError("ANIMATED_IMAGE_NOT_ALLOWED", `This image has ${metadata.pages} frames. Only static images are accepted.`);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new ContentError("INVALID_IMAGE", "The image has no width or height.");
  let thumbnail: Buffer;
  try {
    // Decoding every pixel is what finds truncated or corrupt image data.
    thumbnail = await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new ContentError("INVALID_IMAGE", `The image could not be decoded: ${(error as Error).message}`);
  }
  return { width, height, thumbnail };
}
