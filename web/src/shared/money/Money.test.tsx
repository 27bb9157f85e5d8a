// @vitest-environment jsdom
import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteSettingsDocument, type SiteSettingsQuery } from "../../gql/graphql";
import { Money } from "./Money";
import { MoneyCurrency } from "./MoneyCurrency";
import { ShopMoney } from "./ShopMoney";
import { usePriceRounding } from "./usePriceRounding";
import { useShopLocale } from "./useShopLocale";

/** A shop selling in US dollars, shown the German way, keeping cents. */
const settings: SiteSettingsQuery["settings"] = {
  __typename: "Settings",
  siteName: "Laden",
  siteDescription: "",
  logo: null,
  favicon: null,
  currency: "USD",
  locale: "de-DE",
  priceRounding: "MINOR",
  contactEmail: null,
  contactPhone: null,
  contactAddress: null,
  socialMedia: { __typename: "SocialMedia", facebook: null, instagram: null, x: null, youtube: null, whatsAppLink: null },
};

/** An element's text, Intl's no-break spaces as plain ones. */
const text = (testId: string) => (screen.getByTestId(testId).textContent ?? "").replace(/\s+/gu, " ");

function Probe() {
  return (
    <p data-testid="probe">
      <Money amount={1234.5} /> · {useShopLocale()} · {usePriceRounding()}
    </p>
  );
}

function renderInShop(children: ReactNode) {
  return render(
    <MockedProvider mocks={[{ request: { query: SiteSettingsDocument }, result: { data: { settings } } }]}>
      <ShopMoney>{children}</ShopMoney>
    </MockedProvider>,
  );
}

describe("Money", () => {
  afterEach(cleanup);

  it("shows a new shop's money without the shop's settings: taka, the Bangladeshi way, no decimals when whole", () => {
    render(
      <p data-testid="probe">
        <Money amount={2650} /> <Money amount={2650.5} />
      </p>,
    );
    expect(text("probe")).toBe("৳2,650 ৳2,650.50");
  });

  it("follows the shop's settings once they load, a new shop's until then", async () => {
    renderInShop(<Probe />);
    expect(text("probe")).toBe("৳1,234.50 · en-BD · WHOLE");
    await waitFor(() => expect(text("probe")).toBe("1.234,50 $ · de-DE · MINOR"));
  });

  it("shows the amounts under MoneyCurrency in its currency with the shop's locale, and the shop's currency without one", async () => {
    renderInShop(
      <>
        <MoneyCurrency currency="EUR">
          <p data-testid="order">
            <Money amount={99} />
          </p>
        </MoneyCurrency>
        <MoneyCurrency currency={null}>
          <p data-testid="quote">
            <Money amount={99} />
          </p>
        </MoneyCurrency>
      </>,
    );
    await waitFor(() => expect(text("quote")).toBe("99 $"));
    expect(text("order")).toBe("99 €");
  });
});
