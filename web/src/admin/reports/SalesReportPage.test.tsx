// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AdminSalesReportDocument, type AdminSalesReportQuery } from "../gql/graphql";
import { SalesReportPage } from "./SalesReportPage";

const amount = (current: number, previous: number | null, change: number | null) => ({ __typename: "ComparedAmount" as const, current, previous, change });
const counted = (current: number, previous: number | null, change: number | null) => ({ __typename: "ComparedCount" as const, current, previous, change });
const period = (firstDay: string, lastDay: string) => ({ __typename: "ReportPeriod" as const, firstDay, lastDay, days: 7 });

/** A week without orders, after a week that had some. */
const emptyWeek: AdminSalesReportQuery = {
  salesReport: {
    __typename: "SalesReport",
    currency: "BDT",
    granularity: "DAY",
    range: { __typename: "ReportRangeView", preset: "WEEK", timeZone: "Asia/Dhaka", current: period("2026-03-01", "2026-03-07"), previous: period("2026-02-22", "2026-02-28") },
    summary: {
      __typename: "SalesSummary",
      revenue: amount(0, 500, -1),
      openOrderValue: amount(0, 0, null),
      sales: amount(0, 500, -1),
      orders: counted(0, 2, -1),
      cancelledOrders: counted(0, 0, null),
      averageOrderValue: amount(0, 250, -1),
      customers: counted(0, 2, -1),
      newCustomers: counted(0, 1, -1),
      returningCustomers: counted(0, 1, -1),
    },
    overTime: [],
    ordersByStatus: [],
    topProductsBySales: [],
    topProductsByUnits: [],
    salesByCategory: [],
    salesByZone: [],
  },
};

function renderAt(url: string, mocks: MockedProviderProps["mocks"]) {
  const router = createMemoryRouter([{ path: "/admin-dashboard/sales-report", element: <SalesReportPage /> }], { initialEntries: [url] });
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe("SalesReportPage", () => {
  afterEach(cleanup);

  it("shows a period without orders as such: its cards against the week before, no charts", async () => {
    renderAt("/admin-dashboard/sales-report", [{ request: { query: AdminSalesReportDocument, variables: { range: { preset: "WEEK" } } }, result: { data: emptyWeek } }]);
    expect(await screen.findByText("No orders in this period")).toBeTruthy();
    const orders = screen.getAllByRole("listitem").find((item) => item.textContent.startsWith("Orders"))!;
    expect(within(orders).getByText("0")).toBeTruthy();
    expect(within(orders).getByText(/^-100% vs previous 7 days$/u)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/Asia\/Dhaka · compared with/u);
    expect(screen.queryByRole("button", { name: "Show as table" })).toBeNull();
    expect(screen.getByRole("button", { name: "Week" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("puts the server's problem with custom days under the field it names", async () => {
    const error = new GraphQLError("The range cannot start in the future.", {
      extensions: { code: "BAD_USER_INPUT", fields: [{ field: "range.from", messages: ["The range cannot start in the future."] }] },
    });
    renderAt("/admin-dashboard/sales-report?range=custom&from=2099-01-01&to=2099-01-07", [
      { request: { query: AdminSalesReportDocument, variables: { range: { preset: "CUSTOM", from: "2099-01-01", to: "2099-01-07" } } }, result: { errors: [error] } },
    ]);
    const form = screen.getByRole("form", { name: "Custom period" });
    expect(await within(form).findByText("The range cannot start in the future.")).toBeTruthy();
    expect(within(form).getByLabelText(/First day/u).getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByLabelText(/Last day/u).getAttribute("aria-invalid")).toBeNull();
  });

  it("asks for the days of a custom range before asking for a report", () => {
    renderAt("/admin-dashboard/sales-report?range=custom", []);
    expect(screen.getByText("Choose the days")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export orders" })).toBeNull();
  });
});
