// Stable error codes shared by server and web. The web app maps each code to a
// translated message (locales `errors.<code>`); it never parses message strings.
export const ErrorCodes = [
  "validation",
  "unauthenticated",
  "not_found",
  "forbidden",
  "conflict",
  "too_many_requests",
  "invalid_credentials",
  "email_in_use",
  "weak_password",
  "invalid_reset_link",
  "change_password_failed",
  "user_disabled",
  "requires_recent_login",
  "already_member",
  "already_invited",
  "last_owner",
  "not_space_member",
  "bulk_invite_failed",
  "material_duplicate",
  "unit_not_convertible",
  "file_too_large",
  "storage_not_found",
  "storage_unauthorized",
  "storage_unauthenticated",
  "storage_quota_exceeded",
  "storage_retry_limit_exceeded",
  "storage_canceled",
  "storage_invalid_url",
  "csv_parse_error",
  "email_send_failed",
  "moq_not_met",
  "out_of_stock",
  "price_changed",
  "cart_changed",
  "cart_empty",
  "shop_disabled",
  "sso_link_broken",
  "sso_code_invalid",
  "service_unavailable",
  "internal",
  "email_link_invalid",
  "eln_invalid",
  "note_locked",
  "password_incorrect",
  "tag_exists",
  "project_has_locked_notes",
  "attachment_signed",
  "note_signed",
  "project_has_signed_notes",
  "space_has_records",
  "account_space_has_records",
  "material_on_locked_note",
  "tag_on_locked_note",
] as const;

export type ErrorCode = (typeof ErrorCodes)[number];

/** One table from code to HTTP status. */
export const errorStatus: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  too_many_requests: 429,
  invalid_credentials: 401,
  email_in_use: 409,
  weak_password: 400,
  invalid_reset_link: 400,
  change_password_failed: 400,
  user_disabled: 403,
  requires_recent_login: 403,
  already_member: 409,
  already_invited: 409,
  last_owner: 409,
  not_space_member: 400,
  bulk_invite_failed: 400,
  material_duplicate: 409,
  unit_not_convertible: 400,
  file_too_large: 413,
  storage_not_found: 404,
  storage_unauthorized: 403,
  storage_unauthenticated: 401,
  storage_quota_exceeded: 507,
  storage_retry_limit_exceeded: 408,
  storage_canceled: 499,
  storage_invalid_url: 400,
  csv_parse_error: 400,
  email_send_failed: 502,
  moq_not_met: 400,
  out_of_stock: 409,
  price_changed: 409,
  cart_changed: 409,
  cart_empty: 400,
  shop_disabled: 404,
  sso_link_broken: 400,
  sso_code_invalid: 400,
  service_unavailable: 503,
  internal: 500,
  email_link_invalid: 400,
  eln_invalid: 400,
  note_locked: 423,
  password_incorrect: 400,
  tag_exists: 409,
  project_has_locked_notes: 423,
  attachment_signed: 409,
  note_signed: 409,
  project_has_signed_notes: 409,
  space_has_records: 409,
  account_space_has_records: 409,
  material_on_locked_note: 423,
  tag_on_locked_note: 423,
};

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field path → validation message key, for form errors. */
    fields?: Record<string, string>;
    details?: unknown;
  };
}

/**
 * Why an uploaded CSV file was refused as a whole (bulk invite, container import): sent as
 * `details.problem` of the error, with `row` (the line, as a spreadsheet numbers it) for a
 * syntax error and `max` for too many rows, so the web app can say in words what to fix.
 */
export const CsvFileProblems = ["not_utf8", "not_text", "syntax", "missing_column", "no_rows", "too_many_rows"] as const;
export type CsvFileProblem = (typeof CsvFileProblems)[number];

export interface CsvFileProblemDetails {
  problem: CsvFileProblem;
  row?: number;
  column?: string;
  max?: number;
}
