import { apiAs, createUser, expect, signInAs, test, phoneViewport } from "../support/fixtures";
import { uniqueCode } from "./inventorySetup";

const HEADER = "code,material,location,amount,unit,lot,received,opened,expiry,owner,status";

// Import a CSV file through the dialog: a bad file lists its problems by row and imports nothing;
// the corrected one imports; the export downloads the listed containers. Also in Japanese.
test("import containers from CSV and export them again", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "佐藤 次郎" });
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "CSV lab", description: "" })).json();
  await as.post(`/api/spaces/${space.id}/materials`, { name: "トルエン", nameEn: "Toluene", casNumber: "108-88-3" });
  await as.post(`/api/spaces/${space.id}/inventory/locations`, { name: "Room 101", kind: "room" });

  await signInAs(page, user, `/spaces/${space.id}/inventory`);
  await page.getByTestId("csv-import").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("csv-columns")).toContainText("owner");
  const bad = `${HEADER}\n,108-88-3,Room 101,-1,mL,,,,,,\n,Nothing,Room 999,5,mL,,,,,,\n`;
  await dialog.getByTestId("csv-file").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await expect(dialog.getByTestId("csv-error")).toContainText("Nothing was imported: 3 problems");
  const errors = dialog.getByTestId("csv-row-errors");
  await expect(errors).toContainText("Enter zero or more.");
  await expect(errors).toContainText("This location does not exist in the space.");
  await page.screenshot({ path: "/tmp/inv2-csv-errors-1280.png" });

  const code = uniqueCode("CSV-E2E");
  const good = "\uFEFF" + `${HEADER}\n${code},108-88-3,Room 101,500,mL,LOT-1,2026-01-10,,2027-01-10,,in_use\n,トルエン,,1,L,,,,,,\n`;
  await dialog.getByTestId("csv-file").setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await expect(dialog.getByTestId("csv-imported")).toHaveText("2 containers imported.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("container-row")).toHaveCount(2);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("csv-export").click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(HEADER);
  expect(text).toContain(`${code},108-88-3,Room 101,500,mL,LOT-1`);

});

test("the import dialog in Japanese on a phone, with per-row errors", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "佐藤 三郎" });
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "CSV室", description: "" })).json();
  await page.setViewportSize(phoneViewport);
  await signInAs(page, user, `/spaces/${space.id}/inventory`, "ja");
  await page.getByTestId("csv-import").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("CSVから容器をインポート");
  await dialog.getByTestId("csv-file").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(`${HEADER}\n,Nothing,,-1,mL,,,,,,\n`) });
  await expect(dialog.getByTestId("csv-error")).toContainText("インポートしませんでした");
  await expect(dialog.getByTestId("csv-row-errors")).toContainText("0以上の値を入力してください。");
  // A file without a required column says which, in the reader's language (it said only that it could not be read).
  await dialog.getByTestId("csv-file").setInputFiles({ name: "foo.csv", mimeType: "text/csv", buffer: Buffer.from("foo,bar\n1,2\n") });
  await expect(dialog.getByTestId("csv-error")).toContainText("ファイルに material 列がありません。");
  await page.screenshot({ path: "/tmp/inv2-csv-ja-390.png" });
});
