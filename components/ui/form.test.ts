import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Form } from "./form";

describe("Form", () => {
  it("is disabled and busy in the server's HTML: nothing typed before hydration is lost, nothing is submitted natively", () => {
    const html = renderToString(
      createElement(Form, { className: "space-y-4", "aria-label": "Password" }, createElement("input", { name: "password" })),
    );
    expect(html).toBe(
      '<form noValidate="" aria-label="Password"><fieldset disabled="" aria-busy="true" class="m-0 min-w-0 border-0 p-0 space-y-4">' +
        '<input name="password"/></fieldset></form>',
    );
  });
});
