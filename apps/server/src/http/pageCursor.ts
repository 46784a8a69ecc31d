import { AppError } from "./AppError";

// The cursor of a cursor-paged list (cursorPageSchema) is opaque to clients: the position of the
// page's last row, as JSON in base64url. Each list states what a position is.

export const encodeCursor = (position: unknown) => Buffer.from(JSON.stringify(position)).toString("base64url");

/** The position a cursor holds; a cursor that does not decode to one answers 400 on `cursor`. */
export function decodeCursor<T>(cursor: string, isPosition: (v: unknown) => v is T): T {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    /* not JSON: refused below */
  }
  if (isPosition(position)) return position;
  throw new AppError("validation", "Invalid cursor", { fields: { cursor: "validation.invalid" } });
}
