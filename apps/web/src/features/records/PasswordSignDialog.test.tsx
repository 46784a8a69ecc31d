// @vitest-environment happy-dom
import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/ApiError";
import { renderWithI18n, testI18n } from "../../i18n/testI18n";
import { PasswordSignDialog } from "./PasswordSignDialog";

const i18n = await testI18n({
  en: {
    common: { actions: { cancel: "Cancel" } },
    validation: { required: "This field is required." },
    records: {
      passwordIncorrect: "The password is not correct.",
      sign: { password: "Password", passwordHelp: "Enter your password again to sign.", tooManyTries: "Too many wrong passwords. Try again in {{minutes}} min." },
      witness: { changedSinceSigned: "The note has changed since {{names}} signed it." },
    },
  },
  ja: {
    common: { actions: { cancel: "キャンセル" } },
    validation: { required: "この項目は必須です。" },
    records: { passwordIncorrect: "パスワードが正しくありません。", sign: { password: "パスワード", passwordHelp: "署名するには、パスワードをもう一度入力してください。" } },
  },
});

/** The words under the password field (its error, else the hint), as MUI links them to the input. */
const helperText = () => {
  const input = document.querySelector<HTMLInputElement>("[data-testid=sign-password]")!;
  return document.getElementById(input.getAttribute("aria-describedby")!)?.textContent ?? null;
};

let root: Root | null = null;

async function openDialog(onSign: () => Promise<void>) {
  ({ root } = await renderWithI18n(i18n, <PasswordSignDialog open witness signerName="Marie" onClose={() => {}} onSign={onSign} />));
  const submit = () => act(async () => document.querySelector<HTMLButtonElement>("[data-testid=sign-submit]")!.click());
  return { submit };
}

describe("PasswordSignDialog's meanings", () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  /** Signs with a password and answers the body the dialog sent. */
  async function signedBody(asAuthor: boolean) {
    let sent: unknown = null;
    ({ root } = await renderWithI18n(i18n, <PasswordSignDialog open asAuthor={asAuthor} signerName="Marie" onClose={() => {}} onSign={async (b) => void (sent = b)} />));
    const input = document.querySelector<HTMLInputElement>("[data-testid=sign-password]")!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "Pass-word1!");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => document.querySelector<HTMLButtonElement>("[data-testid=sign-submit]")!.click());
    return sent;
  }

  // A reader may review or approve a note, not claim to have written it (the server refuses with 403).
  it("offers signing as the author only to those who may edit the note", async () => {
    expect(await signedBody(true)).toEqual({ meaning: "authored", password: "Pass-word1!" });
    act(() => root?.unmount());
    expect(await signedBody(false)).toEqual({ meaning: "reviewed", password: "Pass-word1!" });
  });
});

// A witness countersigned a note its author had changed after signing, without a word.
describe("PasswordSignDialog for a witness", () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it("says when the note changed after someone signed it, and not otherwise", async () => {
    ({ root } = await renderWithI18n(i18n, <PasswordSignDialog open witness changedSinceSignedBy={["Ada"]} signerName="Marie" onClose={() => {}} onSign={async () => {}} />));
    expect(document.querySelector("[data-testid=witness-changed-since-signed]")?.textContent).toBe("The note has changed since Ada signed it.");
    act(() => root?.unmount());
    ({ root } = await renderWithI18n(i18n, <PasswordSignDialog open witness changedSinceSignedBy={[]} signerName="Marie" onClose={() => {}} onSign={async () => {}} />));
    expect(document.querySelector("[data-testid=witness-changed-since-signed]")).toBeNull();
  });
});

// The field's error comes from useTextField: kept as a message, it is worded again after a switch.
describe("PasswordSignDialog's password error (useTextField)", () => {
  // A failed test must not leave its dialog for the next one to find.
  afterEach(async () => {
    act(() => root?.unmount());
    root = null;
    await act(() => i18n.changeLanguage("en"));
  });

  it("says an empty password is required, in the language in use after a switch", async () => {
    const { submit } = await openDialog(() => Promise.resolve());
    expect(helperText()).toBe("Enter your password again to sign.");
    await submit();
    expect(helperText()).toBe("This field is required.");
    await act(() => i18n.changeLanguage("ja"));
    expect(helperText()).toBe("この項目は必須です。");
  });

  it("shows the server's refusal of the password under the field, and follows a switch back", async () => {
    await act(() => i18n.changeLanguage("ja"));
    const { submit } = await openDialog(() =>
      Promise.reject(new ApiError(401, "password_incorrect", "The password is not correct.", { password: "records.passwordIncorrect" })),
    );
    const input = document.querySelector<HTMLInputElement>("[data-testid=sign-password]")!;
    await act(async () => {
      // React tracks the input's value: set it through the prototype's setter so the change is seen.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "wrong");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await submit();
    expect(helperText()).toBe("パスワードが正しくありません。");
    await act(() => i18n.changeLanguage("en"));
    expect(helperText()).toBe("The password is not correct.");
  });

  // It said "Too many requests. Please wait a moment", of an 11-minute wait after five wrong passwords.
  it("says how long to wait after too many wrong passwords", async () => {
    const { submit } = await openDialog(() => Promise.reject(new ApiError(429, "too_many_requests", "Too many requests", undefined, { retryAfterSeconds: 646 })));
    const input = document.querySelector<HTMLInputElement>("[data-testid=sign-password]")!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "wrong");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await submit();
    expect(document.querySelector("[role=dialog]")?.textContent).toContain("Too many wrong passwords. Try again in 11 min.");
  });
});
