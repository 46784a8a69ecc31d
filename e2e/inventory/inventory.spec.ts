import { apiAs, createUser, expect, signInAs, test, phoneViewport, chooseOption } from "../support/fixtures";
import { spaceWithContainer } from "./inventorySetup";

const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

// Locations, a container added through the form (bad input refused first), filters, the container
// page with its history, and the expiring-soon list on the space page.
test("put a bottle on a shelf and find it again", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "山田 花子" });
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: "Organic lab", description: "" })).json();
  const mat = await (await as.post(`/api/spaces/${space.id}/materials`, { name: "トルエン", nameEn: "Toluene" })).json();
  expect(mat.material.id).toBeTruthy();

  await signInAs(page, user, `/spaces/${space.id}/inventory`);
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  // An empty space says how to add its first container; a filter that matches nothing says so.
  await expect(page.getByTestId("containers-empty")).toHaveText(/No containers in this space yet\. Add one with “Add container”/);
  // A building, then a room inside it.
  await page.getByTestId("location-add").click();
  await page.getByTestId("location-name").fill("Building A");
  await page.getByTestId("location-save").click();
  await expect(page.getByTestId("location-row")).toHaveCount(1);
  await page.getByRole("button", { name: "Add inside Building A" }).click();
  await page.getByTestId("location-name").fill("Room 101");
  await chooseOption(page.getByRole("combobox", { name: "Kind" }), "Room");
  await page.getByTestId("location-save").click();
  await expect(page.getByTestId("location-row")).toHaveCount(2);
  await expect(page.getByTestId("location-row").nth(1)).toContainText("Room 101");

  // Add a container: a negative amount and an expiry before receipt are refused in place.
  await page.getByTestId("container-add").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("container-material").fill("toluene");
  await page.getByRole("option", { name: /Toluene/ }).first().click();
  await dialog.getByTestId("container-amount").fill("-5");
  await dialog.getByTestId("container-receivedOn").fill(inDays(-10));
  await dialog.getByTestId("container-expiresOn").fill(inDays(-20));
  await dialog.getByTestId("container-save").click();
  await expect(dialog.getByText("Enter zero or more.")).toBeVisible();
  await expect(dialog.getByText("The expiry date cannot be before the date received.")).toBeVisible();
  // A decimal comma is a decimal point (a number field dropped it: 500,5 became 5005).
  await dialog.getByTestId("container-amount").fill("500,5");
  await chooseOption(page.getByRole("combobox", { name: "Unit" }), "mL");
  await dialog.getByTestId("container-expiresOn").fill(inDays(10));
  await dialog.getByTestId("container-lot").fill("LOT-77");
  await chooseOption(page.getByRole("combobox", { name: "Location" }), "Building A › Room 101");
  await dialog.getByTestId("container-save").click();
  await expect(page.getByText("Container added")).toBeVisible();
  const row = page.getByTestId("container-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Toluene");
  await expect(row).toContainText("500.5 mL");
  await expect(row).toContainText("in 10 days");

  // Filters: the building holds the room's container; "expiring within 7 days" does not.
  await page.getByTestId("location-row").first().getByRole("button").first().click();
  await expect(row).toHaveCount(1);
  await chooseOption(page.getByRole("combobox", { name: "Expiry" }), "Expiring within 7 days");
  await expect(page.getByTestId("containers-empty")).toHaveText("No containers match.");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: "/tmp/inv-inventory-1280.png", fullPage: true });

  // The container page: where it is, history with who did it.
  await row.getByRole("link").click();
  await expect(page.getByTestId("container-title")).toHaveText("Toluene");
  // The window title names the container (its material and code), not only the kind of screen.
  await expect(page).toHaveTitle(new RegExp(`^Toluene ${await page.getByTestId("container-code").innerText()} – Container – Lab Notebook$`));
  await expect(page.getByTestId("container-fact-location")).toHaveText("Building A › Room 101");
  await expect(page.getByTestId("container-history")).toContainText("Created with 500.5 mL");
  await expect(page.getByTestId("container-history")).toContainText("山田 花子");
  await page.getByTestId("container-edit").click();
  await page.getByRole("dialog").getByTestId("container-amount").fill("320");
  await page.getByRole("dialog").getByTestId("container-save").click();
  await expect(page.getByTestId("container-fact-amount")).toHaveText("320 mL");
  await expect(page.getByTestId("container-history")).toContainText("Edited: amount");

  // The space page lists it as expiring soon.
  await page.goto(`/spaces/${space.id}`);
  await expect(page.getByTestId("expiring-containers").getByTestId("container-row")).toContainText("Toluene");
});

test("the inventory in Japanese on a phone", async ({ page, request }) => {
  const { user, as, space } = await spaceWithContainer(request, {
    space: "有機合成室",
    material: { name: "アセトン", nameEn: "Acetone" },
    location: { name: "薬品庫", kind: "cabinet" },
    container: { amount: 1, unit: "L", receivedOn: inDays(-3), expiresOn: inDays(1) },
  });
  await page.setViewportSize(phoneViewport);
  await signInAs(page, user, `/spaces/${space.id}/inventory`, "ja");
  await expect(page.getByRole("heading", { name: "在庫", level: 1 })).toBeVisible();
  await expect(page.getByTestId("container-row")).toContainText("アセトン");
  await expect(page.getByTestId("container-row")).toContainText("あと1日");
  await expect(page.getByTestId("location-row")).toContainText("キャビネット");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "/tmp/inv-inventory-390.png", fullPage: true });
  // A code nobody has is not found.
  const res = await as.get("/api/inventory/codes/C-UNKNOWN1");
  expect(res.status()).toBe(404);
});
