import { expect, type Page } from "@playwright/test";

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
  // CI once saw the option's click land while the menu was still opening and the menu stay open:
  // a person clicks again, and so does this, until the menu has closed on the choice.
  await expect(async () => {
    if (!(await page.getByRole("listbox").isVisible())) await page.getByTestId("discipline").locator("..").click();
    await page.getByRole("option", { name: l.discipline }).click({ timeout: 2000 });
    await expect(page.getByRole("listbox")).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId("discipline")).toHaveValue(/.+/);
  await page.getByLabel(l.password, { exact: true }).fill(form.password);
  await page.getByLabel(l.confirm).fill(form.confirmPassword);
  if (form.agree) await page.getByLabel(l.terms).check();
  await page.getByTestId("signup-submit").click();
}
