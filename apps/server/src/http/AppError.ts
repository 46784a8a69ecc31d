import { errorStatus, type ErrorBody, type ErrorCode } from "@eln/shared";

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

/** The answer's body for an AppError: the shared error shape with its stable code. */
export const appErrorBody = (err: AppError): ErrorBody => ({ error: { code: err.code, message: err.message, ...err.extra } });
