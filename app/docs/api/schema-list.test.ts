import { describe, expect, it } from "vitest";
import { schemaHtml } from "./schema-list";

const labels = { required: "required", arrayOf: "array of", itemsOf: "A list; each item:" };

describe("schema as an HTML list", () => {
  it("nests objects and arrays of objects under their field, marks required fields and escapes every text", () => {
    const html = schemaHtml(
      {
        type: "object",
        required: ["ads"],
        properties: {
          ads: {
            type: "array",
            minItems: 1,
            items: { type: "object", properties: { name: { type: "string", description: "<b>bold</b> & more", maxLength: 40 } } },
          },
        },
      },
      {},
      labels,
    );
    expect(html).toBe(
      "<ul><li><p><code>ads</code><span>array of object</span><strong>required</strong></p><small>items 1..∞</small>" +
        "<ul><li><p><code>name</code><span>string</span></p><p>&lt;b&gt;bold&lt;/b&gt; &amp; more</p><small>length 0..40</small></li></ul></li></ul>",
    );
  });

  it("follows a $ref once (a recursive tree stops at itself), says when the whole answer is a list, and shortens long enums", () => {
    const schemas = {
      Node: {
        type: "object",
        properties: { id: { type: "string" }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } },
      },
    };
    const html = schemaHtml({ type: "array", items: { $ref: "#/components/schemas/Node" } }, schemas, labels)!;
    expect(html.startsWith("<p>A list; each item:</p><ul>")).toBe(true);
    expect(html.match(/<code>children<\/code>/g)).toHaveLength(1);
    const named = { ...schemas, NodeList: { type: "array", items: { $ref: "#/components/schemas/Node" } } };
    expect(schemaHtml({ $ref: "#/components/schemas/NodeList" }, named, labels)!.startsWith("<p>A list; each item:</p><ul>")).toBe(true);
    const codes = Array.from({ length: 30 }, (_, i) => `C${i}`);
    expect(schemaHtml({ type: "object", properties: { code: { enum: codes } } }, {}, labels)).toContain("&quot;C11&quot; | … (30)");
    expect(schemaHtml({ type: "string" }, {}, labels)).toBeNull();
  });
});

describe("reason texts as HTML", () => {
  it("turns `backticked` parts into code and escapes the rest", async () => {
    const { codeHtml } = await import("./inline-code");
    expect(codeHtml('The header is not `Bearer <apiKey>` & "quoted"')).toBe(
      "The header is not <code>Bearer &lt;apiKey&gt;</code> &amp; &quot;quoted&quot;",
    );
  });
});
