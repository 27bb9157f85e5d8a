// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  AdminWebhookDeliveriesDocument,
  type AdminWebhookDeliveryFieldsFragment,
  AdminWebhookSubscriptionsDocument,
  ResendWebhookDeliveryDocument,
} from "../gql/graphql";
import { WebhookDeliveriesPage } from "./WebhookDeliveriesPage";

function delivery(overrides: Partial<AdminWebhookDeliveryFieldsFragment>): AdminWebhookDeliveryFieldsFragment {
  return {
    __typename: "WebhookDelivery",
    id: "d1",
    subscriptionId: "w1",
    url: "https://erp.example.com/hooks",
    eventId: "0b7c0f3e-0000-4000-8000-000000000001",
    eventType: "order.created",
    status: "DELIVERED",
    attempts: 2,
    lastAttemptAt: "2026-11-27T10:01:00.000Z",
    nextAttemptAt: null,
    responseCode: 204,
    error: null,
    createdAt: "2026-11-27T10:00:00.000Z",
    deliveredAt: "2026-11-27T10:01:00.000Z",
    log: [
      { __typename: "WebhookAttempt", attempt: 1, at: "2026-11-27T10:00:00.000Z", durationMs: 10_000, responseCode: null, error: "Timed out after 10 s", ok: false },
      { __typename: "WebhookAttempt", attempt: 2, at: "2026-11-27T10:01:00.000Z", durationMs: 85, responseCode: 204, error: null, ok: true },
    ],
    ...overrides,
  };
}

const subscriptions = {
  request: { query: AdminWebhookSubscriptionsDocument },
  result: {
    data: {
      webhookSubscriptions: [
        {
          __typename: "WebhookSubscription" as const,
          id: "w1",
          url: "https://erp.example.com/hooks",
          events: ["ORDER_CREATED" as const],
          enabled: true,
          appId: null,
          appName: null,
          secretPrefix: "whsec_Ab12",
          failingSince: null,
          disabledAt: null,
          disabledReason: null,
          createdAt: "2026-11-20T10:00:00.000Z",
          updatedAt: "2026-11-20T10:00:00.000Z",
        },
      ],
    },
  },
};

const page = (variables: Record<string, unknown>, items: AdminWebhookDeliveryFieldsFragment[]) => ({
  request: { query: AdminWebhookDeliveriesDocument, variables: { subscriptionId: null, status: null, skip: 0, take: 20, ...variables } },
  result: { data: { webhookDeliveries: { __typename: "WebhookDeliveryPage" as const, items, totalItems: items.length } } },
});

function renderPage(mocks: MockedProviderProps["mocks"], url = "/admin-dashboard/webhooks/deliveries") {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[url]}>
          <WebhookDeliveriesPage />
          <Toaster />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe("WebhookDeliveriesPage", () => {
  it("explains an empty log", async () => {
    renderPage([page({}, []), subscriptions]);
    expect(await screen.findByText("No deliveries yet")).toBeTruthy();
    expect(screen.getByText(/its delivery appears here with every attempt/u)).toBeTruthy();
  });

  it("shows a webhook's deliveries: event in words, status, attempts, answer, and the attempt log", async () => {
    const failed = delivery({ id: "d2", eventType: "stock.low", status: "FAILED", attempts: 12, responseCode: 500, error: "HTTP 500", deliveredAt: null, log: [] });
    renderPage([page({ subscriptionId: "w1" }, [delivery({}), failed]), subscriptions], "/admin-dashboard/webhooks/deliveries?subscription=w1");
    const list = await screen.findByRole("list", { name: "Deliveries" });
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first!).getByRole("heading", { name: "Order placed" })).toBeTruthy();
    expect(within(first!).getByText("Delivered", { selector: "span" })).toBeTruthy();
    expect(within(first!).getByText("2 attempts")).toBeTruthy();
    // The last response, and the second attempt's in the (closed) attempt log.
    expect(within(first!).getAllByText("HTTP 204")).toHaveLength(2);
    fireEvent.click(within(first!).getByRole("button", { name: "Attempt log (2)" }));
    const attempts = await within(first!).findByRole("table", { name: "Attempts" });
    const rows = within(attempts).getAllByRole("row").slice(1);
    expect(rows[0]!.textContent).toContain("Timed out after 10 s");
    expect(rows[0]!.textContent).toContain("No response");
    expect(rows[0]!.textContent).toContain("10.0 s");
    expect(rows[1]!.textContent).toContain("85 ms");

    expect(within(second!).getByRole("heading", { name: "Stock low" })).toBeTruthy();
    expect(within(second!).getByText("Failed", { selector: "span" })).toBeTruthy();
    expect(within(second!).getByText("Last error: HTTP 500")).toBeTruthy();
    expect(within(second!).getByText("None: gave up")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("2 deliveries");
  });

  it("resends a delivery with a toast, and says when a status filter finds nothing", async () => {
    const shown = delivery({});
    renderPage([
      page({}, [shown]),
      subscriptions,
      { request: { query: ResendWebhookDeliveryDocument, variables: { id: "d1" } }, result: { data: { resendWebhookDelivery: { ...shown, id: "d3", status: "PENDING", attempts: 0, log: [] } } } },
      page({}, [delivery({ id: "d3", status: "PENDING", attempts: 0, log: [] }), shown]),
      page({ status: "FAILED" }, []),
    ]);
    const list = await screen.findByRole("list", { name: "Deliveries" });
    fireEvent.click(within(list).getByRole("button", { name: /^Resend Order placed/u }));
    expect(await screen.findByText("Order placed: sent again")).toBeTruthy();
    expect(await within(list).findByText("Not tried yet")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "FAILED" } });
    expect(await screen.findByText("No deliveries with this status")).toBeTruthy();
  });
});
