import "server-only";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { finished } from "node:stream/promises";
import busboy from "busboy";
import { ApiError, badRequest } from "@/lib/api/errors";
import type { Storage } from "@/lib/storage/storage";
import { MediaInspector, MediaRefusal } from "./media-inspector";
import {
  ACCEPTED_TYPES_TEXT,
  parseProductType,
  productTypeAccepts,
  VIDEO_MAX_BYTES,
  type MediaType,
  type ProductType,
} from "./media-types";
import { invalidProductType, uploadError, uploadRefusal, wrongKindForProduct } from "./upload-guard";

type ReceivedUpload = { media: MediaType; productType: ProductType; size: number; originalName: string | null; key: string };

// After a refusal, a small request is read to its end before answering: browsers report a connection closed
// under a request they are still sending as a network error, not as the answer. A larger one is cut off:
// the answer carries `Connection: close`, and the server drops the rest of the body instead of reading it.
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

function closingConnection(error: Error): Error {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(error.statusCode, error.message, error.reason, {
    ...error.extra,
    headers: { ...error.extra.headers, Connection: "close" },
  });
}

/**
 * Streams a multipart upload (one `file`, one `productType`) to storage under `keyFor(media)`. The type comes
 * from the bytes; the size limit of that type is enforced while reading, stopping at limit + 1 byte. On any
 * refusal nothing stays in storage and the promise rejects with the 400 to answer.
 */
export function receiveUpload(req: Request, storage: Storage, keyFor: (media: MediaType) => string): Promise<ReceivedUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !req.body) {
    return Promise.reject(uploadError("FILE_REQUIRED", "Send multipart/form-data with one file in the field `file` and a `productType`."));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 2, fields: 10, parts: 12, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20, fileSize: VIDEO_MAX_BYTES + 2 },
    });
  } catch (error) {
    return Promise.reject(uploadError("MALFORMED_MULTIPART", `The multipart body cannot be read: ${(error as Error).message}`));
  }
  const source = Readable.fromWeb(req.body as import("node:stream/web").ReadableStream<Uint8Array>);

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let failure: Error | null = null;
    let productTypeRaw: string | undefined;
    let fileSeen = false;
    let originalName: string | null = null;
    let media: MediaType | null = null;
    let key: string | null = null;
    let stored: Promise<{ size: number } | null> = Promise.resolve(null);
    let guard: Transform | null = null;
    // Settles once the file has been inspected to its end (the parser may close before that).
    let inspected: Promise<void> = Promise.resolve();

    const cleanUp = async () => {
      await stored.catch(() => null);
      if (key) await storage.delete(key).catch(() => {});
    };

    const declaredLength = Number(req.headers.get("content-length"));
    const drain = Number.isFinite(declaredLength) && declaredLength > 0 && declaredLength <= DRAIN_LIMIT_BYTES;

    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      source.unpipe(parser);
      parser.removeAllListeners("close");
      guard?.destroy(error);
      // Read on without holding anything: to the end for a small request, else until the answer closes it.
      source.on("error", () => {}).resume();
      const ended = drain && !source.readableEnded ? new Promise((done) => source.once("close", done)) : Promise.resolve();
      void Promise.all([cleanUp(), ended]).then(() => reject(drain ? error : closingConnection(error)));
    };

    const productType = () => (productTypeRaw === undefined ? null : parseProductType(productTypeRaw));

    parser.on("field", (name, value, info) => {
      if (name === "productType") {
        if (productTypeRaw !== undefined) return fail(uploadError("INVALID_PRODUCT_TYPE", "productType was sent more than once."));
        productTypeRaw = value;
        const parsed = productType();
        if (!parsed || info.valueTruncated) return fail(invalidProductType(value));
        if (media && !productTypeAccepts(parsed, media.kind)) return fail(wrongKindForProduct(parsed, media));
      } else if (name === "file") {
        fail(uploadError("FILE_REQUIRED", "The field `file` must be a file part (with a filename), not a text value."));
      } else {
        fail(
          badRequest(`Unknown field ${JSON.stringify(name)}: send only \`file\` and \`productType\`.`, "VALIDATION_FAILED", [
            { path: name, message: "Unknown field" },
          ]),
        );
      }
    });

    parser.on("file", (name, stream, info) => {
      // The parser destroys an unfinished file stream with its own error (a body cut short).
      stream.on("error", (error: Error) => fail(uploadError("MALFORMED_MULTIPART", `The multipart body cannot be read: ${error.message}`)));
      if (name !== "file") {
        stream.resume();
        return fail(
          badRequest(`Unknown file field ${JSON.stringify(name)}: send the file in the field \`file\`.`, "VALIDATION_FAILED", [
            { path: name, message: "Unknown field" },
          ]),
        );
      }
      if (fileSeen) {
        stream.resume();
        return fail(uploadError("TOO_MANY_FILES", "Send exactly one file per upload."));
      }
      fileSeen = true;
      originalName = info.filename ? info.filename.slice(0, 255) : null;
      const inspector = new MediaInspector();
      let held: Buffer[] = [];

      const check = () => uploadRefusal(inspector.detected, inspector.bytes, productType());

      const startStoring = (detected: MediaType) => {
        media = detected;
        key = keyFor(detected);
        stored = storage.put(key, guard!);
        // A refusal or a storage fault (503): whichever comes first is the answer.
        stored.catch((error: Error) => fail(error));
      };

      guard = new Transform({
        transform(chunk: Buffer, _encoding, callback: TransformCallback) {
          try {
            inspector.push(chunk);
          } catch (error) {
            return callback(error instanceof MediaRefusal ? uploadError(error.reason, error.message) : (error as Error));
          }
          const refusal = check();
          if (refusal) return callback(refusal);
          // Nothing is written before the type is known: it names the stored file and sets the size limit.
          if (!inspector.detected) {
            held.push(chunk);
            return callback();
          }
          if (!media) {
            startStoring(inspector.detected);
            for (const early of held) this.push(early);
            held = [];
          }
          callback(null, chunk);
        },
        flush(callback: TransformCallback) {
          if (inspector.bytes === 0) return callback(uploadError("FILE_REQUIRED", "The file is empty."));
          try {
            inspector.end();
          } catch (error) {
            return callback(error instanceof MediaRefusal ? uploadError(error.reason, error.message) : (error as Error));
          }
          callback();
        },
      });
      // Once storing, a non-refusal error here is the disk's, torn down by the pipeline: put() reports it.
      guard.on("error", (error) => {
        if (error instanceof ApiError || !media) fail(error);
      });
      // The parser's own cap, one byte behind the guard's, which refuses any type at its limit + 1 byte.
      stream.on("limit", () => fail(uploadError("FILE_TOO_LARGE", "The file is larger than 50 MiB.")));
      inspected = finished(guard, { readable: false }).catch(() => {});
      stream.pipe(guard);
    });

    parser.on("filesLimit", () => fail(uploadError("TOO_MANY_FILES", "Send exactly one file per upload.")));
    parser.on("fieldsLimit", () => fail(badRequest("Too many form fields: send only `file` and `productType`.")));
    parser.on("partsLimit", () => fail(badRequest("Too many form parts: send only `file` and `productType`.")));
    parser.on("error", (error: Error) => fail(uploadError("MALFORMED_MULTIPART", `The multipart body cannot be read: ${error.message}`)));
    source.on("error", (error) => fail(uploadError("MALFORMED_MULTIPART", `The upload was interrupted: ${error.message}`)));

    parser.on("close", async () => {
      if (failure) return;
      if (!fileSeen) return fail(uploadError("FILE_REQUIRED", `Send one file in the field \`file\`: ${ACCEPTED_TYPES_TEXT}.`));
      await inspected;
      if (failure) return;
      let result: { size: number } | null;
      try {
        result = await stored;
      } catch (error) {
        return fail(error as Error);
      }
      if (failure) return;
      const parsed = productType();
      if (!parsed) return fail(invalidProductType(productTypeRaw));
      if (!media || !key || !result) return fail(uploadError("UNSUPPORTED_MEDIA_TYPE", `This file is not ${ACCEPTED_TYPES_TEXT}.`));
      if (!productTypeAccepts(parsed, media.kind)) return fail(wrongKindForProduct(parsed, media));
      resolve({ media, productType: parsed, size: result.size, originalName, key });
    });

    source.pipe(parser);
  });
}
