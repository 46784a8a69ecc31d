// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/ApiError";
import { renderWithI18n, testI18n } from "../../i18n/testI18n";
import { useMessageText } from "../../i18n/useMessageState";
import { bulkInviteFailureOf } from "../../api/csvFileFailureOf";

const i18n = await testI18n({
  en: {
    errors: { bulk_invite_failed: "Failed to bulk invite space members.", internal: "Went wrong." },
    spaces: { bulk: { failedBecause: "{{message}} {{why}}", problems: { too_many_rows: "The file has more than {{max}} rows: split it into smaller files." } } },
  },
  ja: {
    errors: { bulk_invite_failed: "スペースメンバーの一括招待に失敗しました。", internal: "問題が発生しました。" },
    spaces: { bulk: { failedBecause: "{{message}}{{why}}", problems: { too_many_rows: "{{max}} 行を超えています。ファイルを分けてアップロードしてください。" } } },
  },
});

/** What the dialog shows for a failure kept in its state, worded at each render. */
function Shown(props: { err: unknown }) {
  const text = useMessageText();
  return <p>{text(bulkInviteFailureOf(props.err))}</p>;
}

const refused = (details: unknown) => new ApiError(422, "bulk_invite_failed", "bulk_invite_failed", undefined, details);

// The dialog kept the sentence it made when the file was refused: a language switch left it in the old language.
describe("bulkInviteFailureOf", () => {
  afterEach(() => act(() => i18n.changeLanguage("en")));

  it("says what is wrong with the file, and follows a language switch while shown", async () => {
    const { host, root } = await renderWithI18n(i18n, <Shown err={refused({ problem: "too_many_rows", max: 1000 })} />);
    expect(host.textContent).toBe("Failed to bulk invite space members. The file has more than 1000 rows: split it into smaller files.");
    await act(() => i18n.changeLanguage("ja"));
    expect(host.textContent).toBe("スペースメンバーの一括招待に失敗しました。1000 行を超えています。ファイルを分けてアップロードしてください。");
    act(() => root.unmount());
  });

  it("words any other failure by its error code", async () => {
    const { host, root } = await renderWithI18n(i18n, <Shown err={new TypeError("Failed to fetch")} />);
    expect(host.textContent).toBe("Went wrong.");
    act(() => root.unmount());
  });
});
