// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { tooLongError } from "@eln/shared/validation";
import en from "../../i18n/locales/en/validation.json";
import ja from "../../i18n/locales/ja/validation.json";
import { renderWithI18n, testI18n } from "../../i18n/testI18n";
import { useMessageKey } from "./useMessageKey";

const i18n = await testI18n({ en: { validation: en }, ja: { validation: ja } });

function Shown(props: { messageKey: string }) {
  const message = useMessageKey();
  return <p>{message(props.messageKey)}</p>;
}

describe("useMessageKey", () => {
  // The key carries the limit as text ("validation.tooLongMax?max=2000"); the reader sees it grouped.
  it("shows a length limit as a number of the reader's language", async () => {
    const key = z.string().max(2000, { error: tooLongError }).safeParse("x".repeat(2001)).error!.issues[0].message;
    expect(key).toBe("validation.tooLongMax?max=2000");
    const { host, root } = await renderWithI18n(i18n, <Shown messageKey={key} />);
    expect(host.textContent).toBe("This is too long (at most 2,000 characters).");
    await act(() => i18n.changeLanguage("ja"));
    expect(host.textContent).toBe("文字数が多すぎます（2,000文字以内で入力してください）。");
    act(() => root.unmount());
  });
});
