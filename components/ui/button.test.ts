import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

const attributes = (html: string) => ({
  disabled: /\sdisabled=""/.test(html),
  busy: /\saria-busy="true"/.test(html),
});

describe("Button in the server's HTML", () => {
  it("is disabled and busy until hydrated: a click before then would be lost", () => {
    expect(attributes(renderToString(createElement(Button, { onClick: () => {} }, "Pause")))).toEqual({ disabled: true, busy: true });
  });

  it("leaves a submit button to its form, whose fieldset holds it until then", () => {
    expect(attributes(renderToString(createElement(Button, { type: "submit" }, "Save")))).toEqual({ disabled: false, busy: false });
  });

  it("keeps its reason when disabled for one", () => {
    const html = renderToString(createElement(Button, { type: "submit", disabledReason: "Only admins" }, "Save"));
    expect(html).toContain('title="Only admins"');
    expect(attributes(html).disabled).toBe(true);
  });
});
