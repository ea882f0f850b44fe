import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Input, Select, Textarea } from "./input";

const attributes = (html: string) => ({ id: /\sid="([^"]*)"/.exec(html)?.[1], name: /\sname="([^"]*)"/.exec(html)?.[1] });

describe("Input, Select and Textarea", () => {
  it("get an id of their own when given neither an id nor a name (autofill and form audits need one)", () => {
    for (const html of [createElement(Input), createElement(Select), createElement(Textarea)].map((element) => renderToString(element))) {
      expect(attributes(html).id).toBeTruthy();
    }
  });

  it("keep the id or the name they are given, and add nothing beside a name", () => {
    expect(attributes(renderToString(createElement(Input, { id: "amount" })))).toEqual({ id: "amount", name: undefined });
    expect(attributes(renderToString(createElement(Select, { name: "limit" })))).toEqual({ id: undefined, name: "limit" });
  });
});
