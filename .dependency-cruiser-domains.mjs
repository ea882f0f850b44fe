// The second half of the layer check (scripts/check-layers.mjs): domains may build on each other, but never
// round a ring. Checked on folders, on a graph of the domain modules alone (the edge above them imports many
// domains at once, which would join every folder into one).
import layers from "./.dependency-cruiser.mjs";

const DOMAIN = layers.forbidden.find((rule) => rule.name === "domain-imports-upward").from.path;

const config = {
  forbidden: [
    {
      name: "no-domain-cycle",
      severity: "error",
      scope: "folder",
      comment:
        "Two domains depend on each other (directly or round a ring): move the shared piece down, or the piece that needs both up (lib/operations/<domain>).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...layers.options,
    includeOnly: { path: DOMAIN },
    exclude: layers.options.exclude,
  },
};

export default config;
