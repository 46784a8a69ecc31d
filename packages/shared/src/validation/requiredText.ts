import { z } from "zod";
import { V } from "./messages";
import { tooLongError } from "./tooLongError";

/** A text that must be filled in: trimmed, not empty (`message`, "required" unless told) and at most `max` long. */
export const requiredText = (max: number, message: string = V.required) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLongError });
