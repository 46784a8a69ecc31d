import { test, expect, createUser, signInAs, apiAs } from "../support/fixtures";

test.describe("adding a project member", () => {
  test("when the search leaves nobody to add, the dialog says why and what to do instead of an empty member box", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const ann = await createUser(request, { fullName: "Ann Alpha" });
    const api = apiAs(request, owner);
    const space = await (await api.post("/api/spaces", { name: "Search Lab", description: "" })).json();
    const project = await (await api.post("/api/projects", { name: "Suzuki coupling", description: "", space_id: space.id })).json();
    await api.post(`/api/spaces/${space.id}/invitations`, { email: ann.email, role: "member" });
    const [invitation] = await (await apiAs(request, ann).get("/api/invitations")).json();
    expect((await apiAs(request, ann).post(`/api/invitations/${invitation.id}/accept`)).ok()).toBeTruthy();

    await signInAs(page, owner, `/projects/${project.id}`);
    await page.getByTestId("project-members").click();
    const dialog = page.getByTestId("project-members-dialog");
    const memberBox = dialog.getByRole("combobox", { name: "Space member" });
    await expect(memberBox).toBeVisible();
    await dialog.getByTestId("member-search").fill("Zed");
    await expect(dialog.getByTestId("add-member-none")).toHaveText(
      "No one you can add matches “Zed”. Clear the search to see everyone you can add, or invite the person to the space first.",
    );
    await expect(memberBox).toHaveCount(0);
    await dialog.getByTestId("member-search").fill("ann");
    await expect(memberBox).toBeVisible();
    await expect(dialog.getByTestId("add-member-none")).toHaveCount(0);
  });
});
