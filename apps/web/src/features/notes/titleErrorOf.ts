import { NoteLimits, noteUpdateSchema } from "@eln/shared/notes";
import { V } from "@eln/shared";
import { message, messageIn, type Message } from "../../i18n/useMessageState";

const tm = messageIn("notes");

/**
 * Checks a note title against the shared schema: the problem as a Message (worded when shown, so it
 * follows a language switch), or undefined when the title may be saved. A too-long title says the
 * limit in the words of a title ("a title can have at most 200 characters").
 */
export function titleErrorOf(title: string): Message | undefined {
  const parsed = noteUpdateSchema.safeParse({ title });
  if (parsed.success) return undefined;
  const key = parsed.error.issues[0].message;
  return key.startsWith(V.tooLong) ? tm("titleTooLong", { max: NoteLimits.titleMax }) : message(key);
}
