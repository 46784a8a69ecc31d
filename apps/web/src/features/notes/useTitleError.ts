import { useTranslation } from "react-i18next";
import { NoteLimits, noteUpdateSchema } from "@eln/shared/notes";
import { V } from "@eln/shared";
import { useMessageKey } from "../../components/form/useMessageKey";

/**
 * Checks a note title against the shared schema; answers the problem in the reader's language,
 * or undefined when the title may be saved. A too-long title says the limit in the words of a
 * title ("a title can have at most 200 characters").
 */
export function useTitleError() {
  const { t } = useTranslation("notes");
  const msg = useMessageKey();
  return (title: string): string | undefined => {
    const parsed = noteUpdateSchema.safeParse({ title });
    if (parsed.success) return undefined;
    const key = parsed.error.issues[0]?.message;
    return key?.startsWith(V.tooLong) ? t("titleTooLong", { max: NoteLimits.titleMax }) : msg(key);
  };
}
