// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AdminMessageDeliveryDocument, AdminOutgoingMessageDocument, AdminOutgoingMessagesDocument, type AdminOutgoingMessagesQuery } from "../gql/graphql";
import { OutgoingMessagePage } from "./OutgoingMessagePage";
import { OutgoingMessagesPage } from "./OutgoingMessagesPage";

type Row = AdminOutgoingMessagesQuery["outgoingMessages"]["items"][number];

function row(overrides: Partial<Row>): Row {
  return {
    __typename: "OutgoingMessage",
    id: "m1",
    channel: "EMAIL",
    audience: "SHOPPER",
    kind: "ORDER_CONFIRMATION",
    to: "rahim@example.com",
    subject: "Order #1042 confirmed",
    text: "Thank you for your order",
    status: "CAPTURED",
    transport: "captured",
    orderId: "o1",
    orderNumber: 1042,
    createdAt: "2026-11-27T10:00:00.000Z",
    sentAt: null,
    ...overrides,
  };
}

const delivery = (emailDelivery: string, smsDelivery: string) => ({
  request: { query: AdminMessageDeliveryDocument },
  result: { data: { notificationSettings: { __typename: "NotificationSettings" as const, emailDelivery, smsDelivery } } },
});
const listed = (items: Row[]) => ({
  request: { query: AdminOutgoingMessagesDocument, variables: { channel: null, status: null, search: null, skip: 0, take: 20 } },
  result: { data: { outgoingMessages: { __typename: "OutgoingMessagePage" as const, items, totalItems: items.length } } },
});

function renderAt(url: string, mocks: MockedProviderProps["mocks"]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin-dashboard/outgoing-messages" element={<OutgoingMessagesPage />} />
            <Route path="/admin-dashboard/outgoing-messages/:id" element={<OutgoingMessagePage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

afterEach(cleanup);

describe("OutgoingMessagesPage", () => {
  it("says mail is captured, and lists each message: kind in words, recipient, subject or SMS start, status explained, order", async () => {
    const sms = row({ id: "m2", channel: "SMS", to: "8801711000000", subject: null, text: "Dhaka Bazaar: your order #1042 is on its way.", status: "SENT", transport: "bulksmsbd", kind: "ORDER_SHIPPED" });
    renderAt("/admin-dashboard/outgoing-messages", [listed([row({}), sms]), delivery("captured", "bulksmsbd")]);
    const banner = await screen.findByRole("region", { name: "Messages are not being sent" });
    expect(banner.textContent).toContain("Emails are not being sent");
    expect(banner.textContent).toContain("SMTP_URL");
    expect(banner.textContent).not.toContain("SMS_API_KEY");

    const table = await screen.findByRole("table", { name: "Outgoing messages" });
    const [, email, text] = within(table).getAllByRole("row");
    expect(within(email!).getByText("Order confirmation")).toBeTruthy();
    expect(within(email!).getByText("Captured")).toBeTruthy();
    expect(within(email!).getByText("Not sent: no SMTP server configured")).toBeTruthy();
    expect(within(email!).getByRole("link", { name: "Order #1042 confirmed" }).getAttribute("href")).toBe("/admin-dashboard/outgoing-messages/m1");
    expect(within(email!).getByRole("link", { name: "#1042" }).getAttribute("href")).toBe("/admin-dashboard/orders/o1");
    expect(within(text!).getByText("Order shipped")).toBeTruthy();
    expect(within(text!).getByRole("link", { name: "Dhaka Bazaar: your order #1042 is on its way." })).toBeTruthy();
    expect(within(text!).getByText("Sent")).toBeTruthy();
  });

  it("says nothing of capture when mail and SMS are both sent, and explains an empty log", async () => {
    renderAt("/admin-dashboard/outgoing-messages", [listed([]), delivery("smtp", "bulksmsbd")]);
    expect(await screen.findByText("No messages sent yet")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Messages are not being sent" })).toBeNull();
  });

  it("shows a message's HTML in a sandboxed frame, and its text", async () => {
    const html = "<p>Thank you for order <b>#1042</b></p><script>parent.hacked = true</script>";
    renderAt("/admin-dashboard/outgoing-messages/m1", [
      {
        request: { query: AdminOutgoingMessageDocument, variables: { id: "m1" } },
        result: { data: { outgoingMessage: { ...row({}), html, error: null } } },
      },
      delivery("captured", "captured"),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Order #1042 confirmed" })).toBeTruthy();
    const frame = screen.getByTitle("The email “Order #1042 confirmed”");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(html);
    expect(screen.getByText("Thank you for your order")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open order #1042" }).getAttribute("href")).toBe("/admin-dashboard/orders/o1");
    expect((await screen.findByRole("region", { name: "Messages are not being sent" })).textContent).toContain("Emails and SMS are not being sent");
  });
});
