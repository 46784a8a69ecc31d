import { errorStatus, type ErrorCode } from "@eln/shared";

/** The one error type routes throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { fields?: Record<string, string>; details?: unknown } = {},
  ) {
    super(message ?? code);
    this.status = errorStatus[code];
  }
}

export const notFound = () => new AppError("not_found", "Not found");
