import { expect, type Page } from "@playwright/test";
import { chooseOption } from "./fixtures";

// The sign-up form's labels as a person reads them, in each language the tests use.
const labels = {
  en: { email: "Email", fullName: "Full name", discipline: "Basic chemistry", password: "Password", confirm: "Confirm password", terms: "I agree to the terms and services" },
  ja: { email: "メールアドレス", fullName: "氏名", discipline: "基礎化学", password: "パスワード", confirm: "パスワード（確認）", terms: "利用規約に同意します" },
} as const;

/** Fills every field of /signup by its label (discipline: basic chemistry), ticks the terms when `agree`, and submits. */
export async function fillSignUpForm(
  page: Page,
  form: { email: string; fullName: string; password: string; confirmPassword: string; agree: boolean },
  lang: keyof typeof labels = "en",
) {
  const l = labels[lang];
  await page.getByLabel(l.email).fill(form.email);
  await page.getByLabel(l.fullName).fill(form.fullName);
  await chooseOption(page.getByTestId("discipline").locator(".."), l.discipline);
  await expect(page.getByTestId("discipline")).toHaveValue(/.+/);
  await page.getByLabel(l.password, { exact: true }).fill(form.password);
  await page.getByLabel(l.confirm).fill(form.confirmPassword);
  if (form.agree) await page.getByLabel(l.terms).check();
  await page.getByTestId("signup-submit").click();
}
