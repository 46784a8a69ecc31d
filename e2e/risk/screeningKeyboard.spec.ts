import { test, expect, createUser, signInAs, apiAs, createNote } from "../support/fixtures";

// The screening dialog by keyboard: each "Add comment" names its question, and Save leaves the
// focus on a control that shows it (Save itself is disabled once a finished screening is saved).
test("risk screening: Add comment buttons name their question; after Save the focus moves on to Send, visibly", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Screening lab", project: "Screening", note: "Keyboard screening" });

  await signInAs(page, user, `/notes/${noteId}`);
  await page.getByTestId("risk-screening-chip").click();
  const dialog = page.getByRole("dialog", { name: "Pre-experiment risk screening" });
  const groups = dialog.getByRole("radiogroup");
  const n = await groups.count();
  expect(n).toBeGreaterThan(10);

  // One "Add comment" per question, each spoken with its question after the visible label (WCAG 2.5.3).
  const adds = dialog.getByRole("button", { name: /^Add comment on: / });
  await expect(adds).toHaveCount(n);
  const names = await adds.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
  expect(new Set(names).size).toBe(n);
  const firstQuestion = await dialog.locator('[id^="q-label-"]').first().innerText();
  await expect(adds.first()).toHaveAccessibleName(`Add comment on: ${firstQuestion}`);

  // Why Send is off is written out, not only in a tooltip a keyboard cannot reach.
  const progress = dialog.getByRole("status").filter({ hasText: "questions left" });
  await expect(progress).toContainText(`${n} questions left · Answer and save every question first.`);
  for (let i = 0; i < n; i++) await groups.nth(i).getByRole("radio", { name: "No" }).check();
  await expect(dialog.getByText("All questions answered")).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "All questions answered" })).toContainText("All questions answered · Save the answers to send them.");
  const save = dialog.getByRole("button", { name: "Save" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("The screening is done.")).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "All questions answered" })).not.toContainText("Answer and save");
  await expect(save).toBeDisabled();
  const send = dialog.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeFocused();
  expect(await send.evaluate((b) => b.matches(":focus-visible"))).toBe(true);
});
