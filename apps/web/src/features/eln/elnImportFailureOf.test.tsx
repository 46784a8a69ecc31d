// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/ApiError";
import { renderWithI18n, testI18n } from "../../i18n/testI18n";
import { useMessageText } from "../../i18n/useMessageState";
import { elnImportFailureOf } from "./elnImportFailureOf";

const i18n = await testI18n({
  en: { errors: { eln_invalid: "This .eln file cannot be imported.", internal: "Went wrong." }, eln: { errors: { not_zip: "This file is not an .eln archive (not a ZIP file)." } } },
  ja: { errors: { eln_invalid: "この .eln ファイルはインポートできません。", internal: "問題が発生しました。" }, eln: { errors: { not_zip: "このファイルは .eln アーカイブではありません（ZIP ファイルではありません）。" } } },
});

function Shown(props: { err: unknown }) {
  const text = useMessageText();
  return <p>{text(elnImportFailureOf(props.err))}</p>;
}

const refused = (reason: string) => new ApiError(422, "eln_invalid", "eln_invalid", undefined, { reason });

describe("elnImportFailureOf", () => {
  afterEach(() => act(() => i18n.changeLanguage("en")));

  it("says why an archive was refused, in the language in use at each render", async () => {
    const { host, root } = await renderWithI18n(i18n, <Shown err={refused("not_zip")} />);
    expect(host.textContent).toBe("This file is not an .eln archive (not a ZIP file).");
    await act(() => i18n.changeLanguage("ja"));
    expect(host.textContent).toBe("このファイルは .eln アーカイブではありません（ZIP ファイルではありません）。");
    act(() => root.unmount());
  });

  it("words an unknown reason, or none, by the error code", async () => {
    for (const [err, words] of [
      [refused("martian"), "This .eln file cannot be imported."],
      [new Error("offline"), "Went wrong."],
    ] as const) {
      const { host, root } = await renderWithI18n(i18n, <Shown err={err} />);
      expect(host.textContent).toBe(words);
      act(() => root.unmount());
    }
  });
});
