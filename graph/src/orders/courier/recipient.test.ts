import { describe, expect, it } from "vitest";
import { courierAddress, courierPhone, recipientProblem } from "./recipient.js";

describe("the recipient as the courier takes it", () => {
  it("turns the phone numbers checkout accepts into 11 digits, and refuses the rest", () => {
    expect(courierPhone("01711000000")).toBe("01711000000");
    expect(courierPhone("+880 1711-000000")).toBe("01711000000");
    expect(courierPhone("8801711000000")).toBe("01711000000");
    expect(courierPhone("017 1100 0000")).toBe("01711000000");
    for (const bad of ["1711000000", "0171100000", "017110000001", "+44 20 7946 0958", "02-9660000", "01711-00000x", ""]) {
      expect(courierPhone(bad), bad).toBeNull();
    }
  });

  it("adds the district to the address unless it is already there", () => {
    expect(courierAddress({ address: "House 5,\n Road 2", district: "Dhaka" })).toBe("House 5, Road 2, Dhaka");
    expect(courierAddress({ address: "House 5, Dhanmondi, dhaka", district: "Dhaka" })).toBe("House 5, Dhanmondi, dhaka");
    expect(courierAddress({ address: "House 5", district: null })).toBe("House 5");
  });

  it("names what the courier would refuse", () => {
    expect(recipientProblem({ phone: "01711000000", address: "House 5, Road 2", district: "Dhaka" })).toBeNull();
    expect(recipientProblem({ phone: "12345", address: "House 5, Road 2", district: "Dhaka" })?.code).toBe("INVALID_PHONE");
    expect(recipientProblem({ phone: "01711000000", address: "x".repeat(245), district: "Chattogram" })?.code).toBe("INVALID_ADDRESS");
    expect(recipientProblem({ phone: "01711000000", address: "x".repeat(250), district: null })).toBeNull();
  });
});
