// @vitest-environment jsdom
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CategoriesDocument, SiteSettingsDocument } from "../../gql/graphql";
import { SiteFooter } from "./SiteFooter";

const settingsMock = {
  request: { query: SiteSettingsDocument },
  result: {
    data: {
      settings: {
        __typename: "Settings" as const,
        siteName: "Dokan",
        siteDescription: "A test shop",
        logo: null,
        favicon: null,
        currency: "BDT",
        locale: "en-BD",
        contactEmail: "hello@dokan.test",
        contactPhone: "+880 1700-000000",
        contactAddress: "House 1, Dhaka",
        socialMedia: {
          __typename: "SocialMedia" as const,
          facebook: "https://facebook.com/dokan",
          // Stored before links were checked: never rendered as links.
          instagram: "javascript:alert(1)",
          x: "ftp://x.example/dokan",
          youtube: null,
          whatsAppLink: "https://wa.me/8801700000000",
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const categoriesMock = {
  request: { query: CategoriesDocument },
  result: {
    data: {
      categories: [
        { __typename: "Category" as const, id: "c1", name: "Men Fashion", slug: "men-fashion", image: null, subCategories: ["Shirts"] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderFooter() {
  const router = createMemoryRouter([{ path: "/", element: <SiteFooter /> }], { initialEntries: ["/"] });
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[settingsMock, categoriesMock]}>
        <JotaiProvider>
          <RouterProvider router={router} />
        </JotaiProvider>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe("SiteFooter", () => {
  beforeAll(() => {
    // jsdom has no matchMedia; Chakra asks it about breakpoints.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
  });
  afterEach(cleanup);

  it("links the categories, the help pages and the contact details, in named sections", async () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    const shop = within(footer).getByRole("navigation", { name: "Shop" });
    expect((await within(shop).findByRole("link", { name: "Men Fashion" })).getAttribute("href")).toBe("/product-category/men-fashion");
    const help = within(footer).getByRole("navigation", { name: "Help" });
    expect(within(help).getByRole("link", { name: "Track your order" }).getAttribute("href")).toBe("/my-orders");
    expect(within(help).getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact-us");
    expect(within(help).getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
    const contact = await within(footer).findByRole("region", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "hello@dokan.test" }).getAttribute("href")).toBe("mailto:hello@dokan.test");
    expect(within(contact).getByText("House 1, Dhaka")).toBeTruthy();
  });

  it("links only the http(s) social profiles, each in a new tab", async () => {
    renderFooter();
    const follow = await screen.findByRole("region", { name: "Follow us" });
    const links = within(follow).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://facebook.com/dokan"]);
    expect(links[0]!.getAttribute("target")).toBe("_blank");
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(links[0]!.getAttribute("aria-label")).toBe("Facebook (opens in a new tab)");
  });
});
