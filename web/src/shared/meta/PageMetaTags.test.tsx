// @vitest-environment jsdom
import { MockedProvider } from "@apollo/client/testing/react";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteSettingsDocument } from "../../gql/graphql";
import { PageMetaTags } from "./PageMetaTags";
import { usePageMeta } from "./usePageMeta";

const settingsMock = {
  request: { query: SiteSettingsDocument },
  result: {
    data: {
      settings: {
        __typename: "Settings" as const,
        siteName: "Dokan",
        siteDescription: "Clothes and more",
        logo: "/uploads/logo.png",
        currency: "BDT",
        locale: "en-BD",
        contactEmail: null,
        contactPhone: null,
        socialMedia: { __typename: "SocialMedia" as const, whatsAppLink: null },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const PANJABI = {
  kind: "product",
  product: { name: "Cotton Panjabi", slug: "cotton-panjabi", description: "<p>Soft cotton</p>", images: ["/uploads/panjabi.jpg"] },
} as const;
const MISSING = { kind: "missing" } as const;

function ProductPage() {
  usePageMeta(PANJABI);
  return null;
}

function MissingPage() {
  usePageMeta(MISSING);
  return null;
}

function meta(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute("content");
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageMetaTags />
            <Outlet />
          </>
        ),
        children: [
          { path: "/", element: null },
          { path: "/products/:slug", element: <ProductPage /> },
          { path: "/shopping-cart", element: null },
          { path: "*", element: <MissingPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={[settingsMock]}>
      <JotaiProvider store={createStore()}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </MockedProvider>,
  );
  return router;
}

describe("PageMetaTags", () => {
  afterEach(cleanup);

  it("titles the page from the URL and sets canonical, robots and the site's share tags", async () => {
    renderAt("/shopping-cart?ref=mail");

    await waitFor(() => expect(document.title).toBe("Dokan | shopping cart"));
    const origin = window.location.origin;
    expect(document.head.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(`${origin}/shopping-cart`);
    expect(meta("meta[name=robots]")).toBe("index,follow");
    expect(meta("meta[name=description]")).toBe("Clothes and more");
    expect(meta("meta[property='og:title']")).toBe("Dokan");
    expect(meta("meta[property='og:site_name']")).toBe("Dokan");
    expect(meta("meta[property='og:type']")).toBe("website");
    expect(meta("meta[property='og:url']")).toBe(`${origin}/shopping-cart`);
    expect(meta("meta[property='og:image']")).toBe(`${origin}/uploads/logo.png`);
    expect(meta("meta[name='twitter:card']")).toBe("summary_large_image");
    expect(meta("meta[name='twitter:image']")).toBe(`${origin}/uploads/logo.png`);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
  });

  it("gives a product page its product's tags, and the site's again when it unmounts", async () => {
    const router = renderAt("/products/Cotton-Panjabi");
    const origin = window.location.origin;

    await waitFor(() => expect(document.title).toBe("Dokan | Cotton Panjabi"));
    expect(meta("meta[property='og:title']")).toBe("Cotton Panjabi");
    expect(document.head.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(`${origin}/products/cotton-panjabi`);
    expect(meta("meta[name='twitter:title']")).toBe("Cotton Panjabi");
    expect(meta("meta[property='og:description']")).toBe("Soft cotton");
    expect(meta("meta[property='og:image']")).toBe(`${origin}/uploads/panjabi.jpg`);
    expect(meta("meta[property='og:type']")).toBe("product");

    await act(() => router.navigate("/"));

    await waitFor(() => expect(document.title).toBe("Dokan | Home"));
    expect(meta("meta[property='og:title']")).toBe("Dokan");
    expect(meta("meta[property='og:description']")).toBe("Clothes and more");
    expect(meta("meta[property='og:type']")).toBe("website");
  });

  it("says noindex on a not-found view, and index,follow again once the shopper moves on", async () => {
    const router = renderAt("/no-such-page");
    await waitFor(() => expect(meta("meta[name=robots]")).toBe("noindex"));
    expect(document.head.querySelectorAll("meta[name=robots]")).toHaveLength(1);

    await act(() => router.navigate("/shopping-cart"));
    await waitFor(() => expect(meta("meta[name=robots]")).toBe("index,follow"));
  });
});
