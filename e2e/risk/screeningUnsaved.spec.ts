import { apiAs, createNote, createUser, expect, phoneViewport, signInAs, test } from "../support/fixtures";

const words = {
  en: { title: "Pre-experiment risk screening", no: "No", close: "Close", ask: "Discard unsaved answers?", discard: "Discard", cancel: "Cancel", comment: "Comment on: " },
  ja: { title: "実験前リスクスクリーニング", no: "いいえ", close: "閉じる", ask: "保存していない回答を破棄しますか？", discard: "破棄", cancel: "キャンセル", comment: "コメント：" },
} as const;

// Closing the screening (Close or Escape) threw away the answers given without a word.
for (const [lang, width] of [["en", 1280], ["ja", phoneViewport.width]] as const) {
  test(`risk screening: Close or Escape with unsaved answers asks before discarding them (${lang}, ${width})`, async ({ page, request }) => {
    const w = words[lang];
    const user = await createUser(request);
    const { noteId } = await createNote(apiAs(request, user), { space: "Screening lab", project: "Screening", note: "Unsaved screening" });
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, user, `/notes/${noteId}`, lang);
    const chip = page.getByTestId("risk-screening-chip");
    const dialog = page.getByRole("dialog", { name: w.title });
    const ask = page.getByRole("dialog", { name: w.ask });
    await expect(chip).toBeEnabled(); // the screening has loaded

    // Only looked at: closes at once.
    await chip.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // One answer given: Escape asks; Escape again keeps the dialog and the answer.
    await chip.focus();
    await page.keyboard.press("Enter");
    const no = dialog.getByRole("radiogroup").first().getByRole("radio", { name: w.no });
    await no.focus();
    await page.keyboard.press("Space");
    await expect(no).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(ask).toBeVisible();
    await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
    await page.screenshot({ path: `/tmp/panels-screening-discard-${lang}-${width}.png` });
    await page.keyboard.press("Escape");
    await expect(ask).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(no).toBeChecked();
    await expect(no).toBeFocused();

    // Close asks too; Cancel keeps it, then Discard closes.
    const close = dialog.getByRole("button", { name: w.close, exact: true });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(ask).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: w.cancel })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: w.discard })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    await expect(dialog).toHaveCount(0);

    // Discarded: opened again, the answer is not there.
    await chip.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("radiogroup").first().getByRole("radio", { name: w.no })).not.toBeChecked();
  });
}

test("risk screening: a comment typed and not saved is asked about too", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Screening lab", project: "Screening", note: "Unsaved comment" });
  await signInAs(page, user, `/notes/${noteId}`);
  await expect(page.getByTestId("risk-screening-chip")).toBeEnabled();
  await page.getByTestId("risk-screening-chip").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: words.en.title });
  await dialog.getByRole("button", { name: /^Add comment on: / }).first().focus();
  await page.keyboard.press("Enter");
  await page.keyboard.type("Work in the fume hood.");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: words.en.ask })).toBeVisible();
});
