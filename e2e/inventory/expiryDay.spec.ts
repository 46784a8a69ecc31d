import { expect, separatePage, signInAs, test } from "../support/fixtures";
import { spaceWithContainer } from "./inventorySetup";

// "Expiring within 30 days" counts from the reader's calendar day. At 08:30 on 11 March in Tokyo
// it is still 10 March in UTC (the database's day): a bottle expiring on 10 April is within 30
// days for the person in Tokyo, and the list must say so.
test("the expiry filter counts from the reader's day in Japan, not the server's", async ({ browser, request }) => {
  const { user, space } = await spaceWithContainer(request, {
    space: "Tokyo lab",
    material: { name: "アセトン", nameEn: "Acetone" },
    container: { amount: 500, unit: "mL", expiresOn: "2031-04-10" },
  });
  const { context, page } = await separatePage(browser, { timezoneId: "Asia/Tokyo" });
  await page.clock.setFixedTime(new Date("2031-03-10T23:30:00Z"));
  await signInAs(page, user, `/spaces/${space.id}/inventory?expiresWithinDays=30`);
  await expect(page.getByTestId("container-row")).toHaveCount(1);
  await expect(page.getByTestId("container-row")).toContainText("Acetone");
  await expect(page.getByTestId("container-row")).toContainText("in 30 days");
  await context.close();
});
