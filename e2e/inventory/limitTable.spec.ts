import { expect, signInAs, test } from "../support/fixtures";
import { spaceWithContainer } from "./inventorySetup";

// A space owner tightens one designated quantity: a bad value is refused in place, the room's ratio
// follows the saved table, and "reset" brings back the Fire Service Act's.
test("a space owner edits and resets the storage limit table", async ({ page, request }) => {
  const { user, as, space, material, location } = await spaceWithContainer(request, {
    space: "Limits lab",
    material: { name: "トルエン", nameEn: "Toluene" },
    location: { name: "Room 7", kind: "room" },
    container: { amount: 50, unit: "L" },
  });
  await as.put(`/api/spaces/${space.id}/inventory/hazard-classes/${material.id}`, { hazardClassId: "4-petroleum-1" });

  await signInAs(page, user, `/spaces/${space.id}/inventory?locationId=${location.id}`);
  const card = page.getByTestId("room-storage");
  await expect(card.getByTestId("room-storage-sum")).toContainText("0.25");
  await card.getByTestId("limits-open").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("This space uses the Fire Service Act's designated quantities.")).toBeVisible();
  const field = dialog.getByTestId("limit-4-petroleum-1");
  await field.fill("-3");
  await dialog.getByTestId("limits-save").click();
  await expect(dialog.getByText("Enter a number greater than zero.")).toBeVisible();
  await field.fill("100");
  await dialog.getByTestId("limits-save").click();
  await expect(dialog.getByText("This space uses its own quantities", { exact: false })).toBeVisible();
  await page.screenshot({ path: "/tmp/inv-limit-table.png" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(card.getByTestId("room-storage-sum")).toContainText("Sum of ratios 0.5");
  await card.getByTestId("limits-open").click();
  await dialog.getByTestId("limits-reset").click();
  await expect(dialog.getByText("This space uses the Fire Service Act's designated quantities.")).toBeVisible();
  await expect(field).toHaveValue("200");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(card.getByTestId("room-storage-sum")).toContainText("0.25");
});
