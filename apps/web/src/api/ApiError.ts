import type { ErrorBody, ErrorCode } from "@eln/shared";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** The failure an error answer describes (its `error`, when it has one): "internal" when it names no code. */
  static fromAnswer(status: number, e: Partial<ErrorBody["error"]> | undefined, fallbackMessage: string): ApiError {
    return new ApiError(status, e?.code ?? "internal", e?.message ?? fallbackMessage, e?.fields, e?.details);
  }
}
