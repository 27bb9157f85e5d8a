import { describe, expect, it } from "vitest";
import type { OrderLine } from "./order-line.entity.js";
import { OrderCsvLayout, isoInZone, orderCsvColumns, orderCsvRecords, safeCell } from "./order-csv.js";
import { type Order, OrderStatus, PaymentMethod, PaymentStatus } from "./order.entity.js";

describe("safeCell", () => {
  it("prefixes what a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+8801711", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(safeCell(text)).toBe(`'${text}`);
  });

  it("leaves other text alone, and empty values empty", () => {
    expect(safeCell("Karim Ahmed")).toBe("Karim Ahmed");
    expect(safeCell("01711 = home")).toBe("01711 = home");
    expect(safeCell(null)).toBe("");
  });
});

describe("isoInZone", () => {
  it("writes the instant on the shop's clock with its offset", () => {
    const instant = new Date("2026-11-28T20:05:09Z");
    expect(isoInZone(instant, "Asia/Dhaka")).toBe("2026-11-29T02:05:09+06:00");
    expect(isoInZone(instant, "UTC")).toBe("2026-11-28T20:05:09+00:00");
    expect(isoInZone(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe("2026-07-01T08:00:00-04:00");
  });
});

describe("orderCsvRecords", () => {
  const order = {
    number: 10042,
    createdAt: new Date("2026-11-28T20:05:09Z"),
    status: OrderStatus.PENDING,
    paymentMethod: PaymentMethod.CASH_ON_DELIVERY,
    paymentStatus: PaymentStatus.UNPAID,
    name: "Karim  Ahmed",
    customerUid: null,
    phone: "+880 1711-000000",
    email: null,
    district: "Dhaka",
    deliveryZone: "Inside Dhaka",
    address: "House 1, Road 2",
    notes: "Call first",
    internalNote: "=risky",
    subtotalMinor: 250_000,
    shippingMinor: 6_000,
    totalMinor: 256_000,
    currency: "BDT",
  } as Order;
  const line = (sku: string, color: string | null, size: string | null) =>
    ({ sku, name: "Shirt", color, size, quantity: 2, finalUnitPriceMinor: 125_000, lineTotalMinor: 250_000 }) as OrderLine;
  const exported = { order, itemCount: 4, shipment: null, lines: [line("SH-R-M", "Red", "M"), line("SH", null, null)] };

  it("one row per line repeats the order and adds SKU, variant, quantity and prices", () => {
    const columns = orderCsvColumns(OrderCsvLayout.LINES, "Asia/Dhaka");
    const rows = orderCsvRecords(exported, OrderCsvLayout.LINES, "Asia/Dhaka").map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ Number: "10042", "Placed at (Asia/Dhaka)": "2026-11-29T02:05:09+06:00", "Staff note": "'=risky" });
    expect(rows.map((row) => [row.SKU, row.Variant, row.Quantity, row["Unit price"], row["Line total"]])).toEqual([
      ["SH-R-M", "Red / M", "2", "1250.00", "2500.00"],
      ["SH", "", "2", "1250.00", "2500.00"],
    ]);
  });

  it("the courier sheet has the parcel's invoice, name, address, phone, cash to collect and note", () => {
    expect(orderCsvColumns(OrderCsvLayout.COURIER, "UTC")).toEqual(["Invoice", "Name", "Address", "Phone", "Amount", "Note"]);
    expect(orderCsvRecords(exported, OrderCsvLayout.COURIER, "UTC")).toEqual([["10042", "Karim Ahmed", "House 1, Road 2, Dhaka", "01711000000", "2560.00", "Call first"]]);
    const paid = { ...exported, order: { ...order, paymentStatus: PaymentStatus.PAID } as Order };
    expect(orderCsvRecords(paid, OrderCsvLayout.COURIER, "UTC")[0]![4]).toBe("0.00");
  });
});
