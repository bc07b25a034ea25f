/** One problem with one request field, as listed under `errors[field]` (spec §8). */
export interface FieldError {
  message: string;
  code: string;
  field?: string;
}

/** The body of every 4xx/5xx answer of `/api/v2/` (docs/architecture.md §4, docs/product.md §3 "Error answer"). */
export interface ApiErrorBody {
  message: string;
  status: number;
  description?: string;
  errors?: Record<string, FieldError[]>;
  actionButton?: { label: string; url: string; target?: string };
  trace?: string;
}
