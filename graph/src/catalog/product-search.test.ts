import { describe, expect, it } from "vitest";
import { searchCondition, searchTerm } from "./product-search.js";

describe("searchTerm", () => {
  it("looks up words of three letters or more as prefixes, shorter ones whole", () => {
    expect(searchTerm("  Leather   wallets ").words).toBe("'leather':* & 'wallets':*");
    expect(searchTerm("t-shirt XL").words).toBe("'t' & 'shirt':* & 'xl'");
  });

  it("keeps Bangla words whole, vowel signs included", () => {
    expect(searchTerm("জামদানি শাড়ি").words).toBe("'জামদানি':* & 'শাড়ি':*");
  });

  it("quotes nothing of the user's: punctuation separates words and never reaches the query", () => {
    expect(searchTerm("men's 'shirt' & | ! :*").words).toBe("'men':* & 's' & 'shirt':*");
    expect(searchTerm("%_").words).toBeNull();
  });

  it("matches LIKE's wildcards as text", () => {
    expect(searchTerm("50%_off").contains).toBe("%50\\%\\_off%");
    expect(searchTerm("50%").startsWith).toBe("50\\%%");
  });

  it("corrects only words of three letters or more without digits, and uses trigram indexes only for terms as long", () => {
    expect(searchTerm("samsng s23 galaxxy")).toMatchObject({ typos: "samsng galaxxy", indexed: true });
    expect(searchTerm("ab")).toMatchObject({ typos: null, indexed: false });
  });

  it("reads at most eight words", () => {
    expect(searchTerm("a b c d e f g h i j").words!.split(" & ")).toHaveLength(8);
  });
});

describe("searchCondition", () => {
  it("scans for a short term and collects the matches' ids through the indexes for a longer one", () => {
    expect(searchCondition(searchTerm("ab")).where).not.toMatch(/ANY/);
    const long = searchCondition(searchTerm("samsng"));
    expect(long.where).toMatch(/^p\."id" = ANY\(ARRAY\(/);
    expect(long.parameters).toMatchObject({ searchContains: "%samsng%", searchWords: "'samsng':*", searchTypos: "samsng" });
  });
});
