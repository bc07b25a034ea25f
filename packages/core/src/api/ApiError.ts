import type { ApiErrorBody, FieldError } from "@quorum/api";

export interface ApiErrorInit {
  message: string;
  status: number;
  description?: string;
  errors?: Record<string, FieldError[]>;
  actionButton?: ApiErrorBody["actionButton"];
  trace?: string;
}

/** A failed API call, normalised by the error interceptor of the API client (spec §8). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly description: string | undefined;
  readonly errors: Record<string, FieldError[]> | undefined;
  readonly actionButton: ApiErrorBody["actionButton"] | undefined;
  readonly trace: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.description = init.description;
    this.errors = init.errors;
    this.actionButton = init.actionButton;
    this.trace = init.trace;
  }

  /** The errors of one request field ("Errors on a given field are read from the errors map", spec §8). */
  fieldErrors(field: string): FieldError[] {
    return this.errors?.[field] ?? [];
  }
}
