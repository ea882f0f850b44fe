// Bad content is final: the asset is FAILED with retryable: false and the job is not run again.
// Anything else thrown while processing (storage, a crash, a bug) is transient: the job runs again.

type ContentErrorReason =
  | "INVALID_IMAGE"
  | "ANIMATED_IMAGE_NOT_ALLOWED"
  | "INVALID_VIDEO"
  | "NO_VIDEO_TRACK"
  | "VIDEO_TOO_COMPLEX"
  | "VIDEO_TOO_LONG"
  | "UNSUPPORTED_MEDIA_TYPE";

export class ContentError extends Error {
  constructor(
    readonly reason: ContentErrorReason,
    message: string,
  ) {
    super(message);
    this.name = "ContentError";
  }
}
