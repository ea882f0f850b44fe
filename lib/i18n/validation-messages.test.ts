import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createOrganizationBody } from "@/lib/organizations/schemas";
import en from "./validation/en.json";
import ko from "./validation/ko.json";
import { localizeIssue, localizeMessage } from "./validation-messages";

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error("expected a failure");
  return result.error.issues;
};

describe("validation messages", () => {
  it("turns a schema failure into Korean text in ko and an English sentence in en", () => {
    const [issue] = issuesOf(createOrganizationBody, { name: "  " });
    expect(issue.message).toBe("must not be empty");
    expect(localizeIssue(issue, "en")).toBe("This field must not be empty.");
    expect(localizeIssue(issue, "ko")).toBe("비워 둘 수 없습니다.");
  });

  it("words each issue code and its bounds in Korean", () => {
    const ko = (schema: z.ZodType, value: unknown) => localizeIssue(issuesOf(schema, value)[0], "ko");
    expect(ko(z.string().max(5), "too long")).toBe("5자 이하로 입력하세요.");
    expect(ko(z.string().min(3), "ab")).toBe("3자 이상 입력하세요.");
    expect(ko(z.number().min(1000), 10)).toBe("1,000 이상이어야 합니다.");
    expect(ko(z.number().int(), 1.5)).toBe("정수를 입력하세요.");
    expect(ko(z.object({ a: z.string() }), {})).toBe("필수 입력 항목입니다.");
    expect(ko(z.email(), "nope")).toBe("올바른 이메일 주소를 입력하세요.");
    expect(ko(z.enum(["A", "B"]), "C")).toBe("제시된 값 중 하나를 고르세요.");
    expect(ko(z.array(z.string()).min(2), ["a"])).toBe("2개 이상 골라야 합니다.");
  });

  it("translates the custom messages the schemas and the server write, and nothing else", () => {
    expect(localizeMessage("must hold at least one statement", "ko")).toBe("권한을 하나 이상 고르세요.");
    expect(localizeMessage("must hold at least one statement", "en")).toBe("Must hold at least one statement.");
    expect(localizeMessage("something the catalogue does not list", "ko")).toBeNull();
    expect(localizeMessage("something the catalogue does not list", "en")).toBe("Something the catalogue does not list.");
    const custom = issuesOf(
      z.string().refine(() => false, "must be in the future"),
      "x",
    )[0];
    expect(localizeIssue(custom, "ko")).toBe("미래 시각이어야 합니다.");
  });

  it("words each issue code and its bounds as an English sentence with formatted numbers, never zod's own text", () => {
    const en = (schema: z.ZodType, value: unknown) => localizeIssue(issuesOf(schema, value)[0], "en");
    expect(en(z.number().min(1000, "must be at least 1000"), 10)).toBe("Must be at least 1,000.");
    expect(en(z.number().max(1_000_000), 2_000_000)).toBe("Must be at most 1,000,000.");
    expect(en(z.number(), Number.NaN)).toBe("Enter a number.");
    expect(en(z.object({ amount: z.number() }), {})).toBe("This field is required.");
    expect(en(z.string().max(5), "too long")).toBe("Enter at most 5 characters.");
    expect(en(z.email(), "nope")).toBe("Enter a valid e-mail address.");
    expect(
      en(
        z.string().refine(() => false, "must differ from the current password"),
        "x",
      ),
    ).toBe("Must differ from the current password.");
    expect(
      en(
        z.string().refine(() => false, "must be in the future"),
        "x",
      ),
    ).toBe("Must be in the future.");
  });

  it("has the same codes and messages in English and Korean", () => {
    expect(Object.keys(ko.codes).sort()).toEqual(Object.keys(en.codes).sort());
    expect(Object.keys(ko.messages).sort()).toEqual(Object.keys(en.messages).sort());
  });

  it("has a Korean text for every code and message, none of them left in English", () => {
    for (const [key, text] of Object.entries(ko.codes)) expect(text, key).not.toBe(en.codes[key as keyof typeof en.codes]);
    for (const [key, text] of Object.entries(ko.messages)) expect(text, key).toMatch(/[가-힣]/);
  });
});
