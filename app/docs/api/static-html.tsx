// Long static lists of the reference (schema fields, the operations of the sidebar, the reasons) are written as
// HTML text: the page carries its content twice, as HTML and as the React payload, and a list of hundreds of
// elements costs about three times its HTML in that payload. Every text is escaped here.

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Static markup made with escapeHtml, shown as it is; `as` is the element that holds it. */
export function StaticHtml({ html, className, as: Tag = "div" }: { html: string; className?: string; as?: "div" | "ul" | "dl" }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
