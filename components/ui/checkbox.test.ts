import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";

describe("Checkbox in the server's HTML", () => {
  it("is disabled and busy until hydrated: ticked before then, hydration would undo it", () => {
    const html = renderToString(createElement(Checkbox, { checked: false, onChange: () => {}, "aria-label": "Select Dawn" }));
    expect(html).toMatch(/^<input type="checkbox"/);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });
});
