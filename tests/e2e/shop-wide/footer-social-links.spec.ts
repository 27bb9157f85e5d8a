import { expect, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf } from "../support/auth.js";
import { graphql } from "../support/catalog.js";

/** Issue 14, item 1: the footer links the social profiles the settings name (which every page's footer reads). */

/** The first wait after loading a page: a cold server on a busy test machine can take many seconds to answer the first queries. */
const FIRST_LOAD = { timeout: 30_000 };

test.describe("footer", () => {
  test.describe.configure({ timeout: 60_000 });
  test("links only the social profiles set in the settings, each in a new tab", async ({ page }) => {
    const token = await idTokenOf(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { settings } = await graphql<{ settings: { socialMedia: Record<string, string | null> } }>(
      page.request,
      "{ settings { socialMedia { facebook instagram x youtube whatsAppLink } } }",
    );
    const saved = settings.socialMedia;
    const setSocial = (socialMedia: Record<string, string | null>) =>
      graphql(page.request, "mutation($input: SettingsInput!) { updateSettings(input: $input) { siteName } }", { input: { socialMedia } }, token);
    try {
      await setSocial({ ...saved, facebook: "https://facebook.com/e2e-shop", instagram: null, x: null, youtube: "https://youtube.com/@e2e-shop" });
      await page.goto("/");
      const follow = page.getByRole("contentinfo").getByRole("region", { name: "Follow us" });
      await expect(follow.getByRole("link").first()).toBeVisible(FIRST_LOAD);
      await expect(follow.getByRole("link")).toHaveCount(2);
      const facebook = follow.getByRole("link", { name: "Facebook (opens in a new tab)" });
      await expect(facebook).toHaveAttribute("href", "https://facebook.com/e2e-shop");
      await expect(facebook).toHaveAttribute("target", "_blank");
      await expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
      await expect(follow.getByRole("link", { name: /YouTube/ })).toHaveAttribute("href", "https://youtube.com/@e2e-shop");
      await expect(follow.getByRole("link", { name: /Instagram/ })).toHaveCount(0);

      await setSocial({ ...saved, facebook: null, instagram: null, x: null, youtube: null });
      await page.reload();
      await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Shop" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("region", { name: "Follow us" })).toHaveCount(0);
    } finally {
      await setSocial(saved);
    }
  });
});
