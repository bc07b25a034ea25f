import type { ApiErrorBody, FieldError } from "@quorum/api";

/** An error with an HTTP status whose message the caller may see; the error handler answers it as `ApiErrorBody`. */
export class HttpError extends Error {
  readonly status: number;
  readonly description: string | undefined;
  readonly errors: Record<string, FieldError[]> | undefined;
  /** Response headers the answer carries (a 429's `Retry-After`). */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    status: number,
    message: string,
    options: { description?: string; errors?: Record<string, FieldError[]>; headers?: Readonly<Record<string, string>> } = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.description = options.description;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  /** The response body of spec §3 "Api error response". */
  toBody(): ApiErrorBody {
    return {
      message: this.message,
      status: this.status,
      ...(this.description !== undefined ? { description: this.description } : {}),
      ...(this.errors !== undefined ? { errors: this.errors } : {}),
    };
  }
}
