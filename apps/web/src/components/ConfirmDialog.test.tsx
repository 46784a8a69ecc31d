// @vitest-environment happy-dom
import { act } from "react";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/ApiError";
import { renderWithI18n, testI18n } from "../i18n/testI18n";
import { ConfirmDialog } from "./ConfirmDialog";

const i18n = await testI18n({
  en: { common: { actions: { cancel: "Cancel", delete: "Delete" } }, errors: { forbidden: "Not allowed.", internal: "Went wrong." }, test: { mine: "My words." } },
  ja: { common: { actions: { cancel: "キャンセル", delete: "削除" } }, errors: { forbidden: "権限がありません。", internal: "問題が発生しました。" }, test: { mine: "私の言葉。" } },
});

/** A caller with its own wording of failures, asked again at each render. */
function Caller(props: { words: boolean; onClose(): void }) {
  const { t } = useTranslation("test");
  return (
    <ConfirmDialog
      open
      title="Delete it?"
      body="It goes."
      onClose={props.onClose}
      onConfirm={() => Promise.reject(new ApiError(403, "forbidden", "forbidden"))}
      errorMessage={props.words ? () => t("mine") : undefined}
    />
  );
}

const errorText = () => document.querySelector("[data-testid=confirm-error]")?.textContent ?? null;

async function failOnce(words: boolean) {
  let closed = 0;
  const { root } = await renderWithI18n(i18n, <Caller words={words} onClose={() => closed++} />);
  await act(async () => document.querySelector<HTMLButtonElement>("[data-testid=confirm-button]")!.click());
  return { root, closed: () => closed };
}

describe("ConfirmDialog", () => {
  afterEach(() => act(() => i18n.changeLanguage("en")));

  it("shows a failure by its error code, in the language in use after a switch, and stays open", async () => {
    const { root, closed } = await failOnce(false);
    expect(errorText()).toBe("Not allowed.");
    expect(closed()).toBe(0);
    await act(() => i18n.changeLanguage("ja"));
    expect(errorText()).toBe("権限がありません。");
    act(() => root.unmount());
  });

  it("shows a failure in the caller's words, asked again after a language switch", async () => {
    const { root } = await failOnce(true);
    expect(errorText()).toBe("My words.");
    await act(() => i18n.changeLanguage("ja"));
    expect(errorText()).toBe("私の言葉。");
    act(() => root.unmount());
  });
});
