import { expect, test } from "../support/test.js";
import { DEMO_ADMIN, signIn } from "../support/auth.js";

/** The settings' Reports section saves the shop's time zone, which every report's days follow (issue 13). */

test.describe("the sales report's settings", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the settings' Reports section saves the time zone", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard/settings");
    const section = page.getByRole("region", { name: "Reports" });
    const zone = section.getByLabel("Time zone");
    await expect(zone).toHaveValue(/\//);
    const original = await zone.inputValue();
    const save = page.getByRole("button", { name: "Save settings" });

    await zone.fill("Mars/Olympus");
    await save.click();
    await expect(section.getByText("A time zone is a name such as Asia/Dhaka.")).toBeVisible();

    const next = original === "Asia/Kolkata" ? "Asia/Dhaka" : "Asia/Kolkata";
    await zone.fill(next);
    await save.click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Reports" }).getByLabel("Time zone")).toHaveValue(next);

    // Back as it was: the other specs' days are the shop's.
    await page.getByRole("region", { name: "Reports" }).getByLabel("Time zone").fill(original);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved").last()).toBeVisible();
  });
});
