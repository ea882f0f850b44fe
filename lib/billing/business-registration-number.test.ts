import { describe, expect, it } from "vitest";
import { checkDigit, formatRegistrationNumber, isValidRegistrationNumber, registrationDigits } from "./business-registration-number";

describe("사업자등록번호 check digit", () => {
  // 220-81-62517 and 124-81-00998 are published registration numbers of large Korean companies
  it.each(["2208162517", "1248100998"])("accepts %s", (digits) => {
    expect(isValidRegistrationNumber(digits)).toBe(true);
  });

  it("refuses every other last digit", () => {
    for (let last = 0; last <= 9; last++) {
      if (last === 7) continue;
      expect(isValidRegistrationNumber(`220816251${last}`)).toBe(false);
    }
  });

  it("counts the ninth digit's tens (a 9 there adds 4 to the sum)", () => {
    // 1,3,7,1,3,7,1,3 over zeros is 0; the ninth digit 9 gives 45 and floor(45/10) = 4: 49, check (10 - 9) = 1
    expect(checkDigit("000000009")).toBe(1);
    expect(isValidRegistrationNumber("0000000091")).toBe(true);
  });

  it("reads hyphens and spaces and refuses anything but ten digits", () => {
    expect(registrationDigits("220-81-62517")).toBe("2208162517");
    expect(registrationDigits(" 220 81 62517 ")).toBe("2208162517");
    expect(registrationDigits("220-81-6251")).toBeNull();
    expect(registrationDigits("220-81-6251a")).toBeNull();
  });

  it("prints 3-2-5", () => {
    expect(formatRegistrationNumber("2208162517")).toBe("220-81-62517");
  });
});
