import { describe, expect, it } from "vitest";
import { smsCount, smsCountText } from "./smsSegments";

describe("smsCount", () => {
  it("counts nothing for an empty text", () => {
    expect(smsCount("")).toEqual({ encoding: "GSM-7", characters: 0, segments: 0, perSegment: 160 });
  });

  it("fits 160 GSM characters in one SMS and splits longer texts into parts of 153", () => {
    expect(smsCount("a".repeat(160))).toMatchObject({ encoding: "GSM-7", characters: 160, segments: 1, perSegment: 160 });
    expect(smsCount("a".repeat(161))).toMatchObject({ characters: 161, segments: 2, perSegment: 153 });
    expect(smsCount("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(smsCount("a".repeat(307))).toMatchObject({ segments: 3 });
  });

  it("counts the GSM extension characters twice", () => {
    expect(smsCount("{€}")).toMatchObject({ encoding: "GSM-7", characters: 6, segments: 1 });
    expect(smsCount(`${"a".repeat(159)}€`)).toMatchObject({ characters: 161, segments: 2 });
  });

  it("keeps the GSM alphabet's accented letters, newlines and symbols in 7 bits", () => {
    expect(smsCount("Ça été à Øresund, 100% £5 @ §2?\nÜber!")).toMatchObject({ encoding: "GSM-7" });
  });

  it("sends a text with any other character as Unicode: 70 in one SMS, parts of 67", () => {
    const bangla = "আপনার অর্ডার পাঠানো হয়েছে";
    expect(smsCount(bangla)).toMatchObject({ encoding: "UCS-2", characters: bangla.length, segments: 1, perSegment: 70 });
    expect(smsCount("ক".repeat(70))).toMatchObject({ segments: 1 });
    expect(smsCount("ক".repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(smsCount("ক".repeat(135))).toMatchObject({ segments: 3 });
    // One curly quote is enough to make the whole text Unicode.
    expect(smsCount(`${"a".repeat(100)}’`)).toMatchObject({ encoding: "UCS-2", characters: 101, segments: 2 });
  });

  it("counts an emoji as two UTF-16 units", () => {
    expect(smsCount("👍")).toMatchObject({ encoding: "UCS-2", characters: 2 });
  });
});

describe("smsCountText", () => {
  it("says the length, the encoding when it is Unicode, and the SMS", () => {
    expect(smsCountText(smsCount("Hi"))).toBe("2 characters, 1 SMS");
    expect(smsCountText(smsCount("ক"))).toBe("1 character (Unicode), 1 SMS");
  });
});
