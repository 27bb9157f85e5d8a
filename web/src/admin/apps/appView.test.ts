import { describe, expect, it } from "vitest";
import { barHeights, curlExample, requestsSummary, requestsText, tokenPrefixText } from "./appView";

const hours = (requests: number[]) => requests.map((count, index) => ({ hour: `2026-11-27T${String(index).padStart(2, "0")}:00:00.000Z`, requests: count }));
const hourOf = (iso: string) => iso.slice(11, 16);

describe("the apps list's words and numbers", () => {
  it("shows a token by its prefix and an ellipsis", () => {
    expect(tokenPrefixText("shopapp_Xy3k")).toBe("shopapp_Xy3k…");
  });

  it("counts requests in the shop's locale, one and many", () => {
    expect(requestsText(1, "en")).toBe("1 request");
    expect(requestsText(0, "en")).toBe("0 requests");
    expect(requestsText(1204, "en")).toBe("1,204 requests");
  });

  it("sums the hours and names the busiest for the chart's text alternative", () => {
    expect(requestsSummary(hours([0, 3, 40, 2]), "en", hourOf)).toBe("45 requests in the last 4 hours; the most, 40, in the hour from 02:00");
    expect(requestsSummary(hours([5, 5]), "en", hourOf)).toBe("10 requests in the last 2 hours; the most, 5, in the hour from 00:00");
    expect(requestsSummary(hours(new Array<number>(24).fill(0)), "en", hourOf)).toBe("No requests in the last 24 hours");
  });

  it("scales the bars to the busiest hour, flat when there were none", () => {
    expect(barHeights(hours([0, 5, 10]))).toEqual([0, 50, 100]);
    expect(barHeights(hours([0, 0]))).toEqual([0, 0]);
    expect(barHeights([])).toEqual([]);
  });

  it("gives a curl line that sends the token as a bearer token to /graphql", () => {
    const line = curlExample("https://shop.example", "shopapp_abc");
    expect(line).toContain("https://shop.example/graphql");
    expect(line).toContain('-H "Authorization: Bearer shopapp_abc"');
    expect(line).toContain("-H \"Content-Type: application/json\"");
  });
});
