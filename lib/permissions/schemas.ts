import { z } from "zod";

export type TargetNode = {
  id: string;
  label: string;
  selectable: boolean;
  bindings?: { targetTreeId: string; targets: string[] }[];
  children?: TargetNode[];
};

const nodeSchema: z.ZodType<TargetNode> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      label: z.string(),
      bindings: z.array(z.object({ targetTreeId: z.string(), targets: z.array(z.string()) })).optional(),
      selectable: z.boolean(),
      children: z.array(nodeSchema).optional(),
    }),
  )
  .meta({ id: "TargetNode" });

export const permissionCatalogueSchema = z
  .object({
    groups: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        permissions: z.array(
          z.object({
            id: z.string(),
            resource: z.string(),
            label: z.string(),
            action: z.string(),
            description: z.string(),
            statementTemplate: z.string(),
            statementAction: z.string(),
            targetTreeId: z.string().optional(),
          }),
        ),
      }),
    ),
    targetTree: z.object({ id: z.string(), label: z.string(), nodes: z.array(nodeSchema) }),
    enabledFeatures: z.array(z.string()),
  })
  .meta({ id: "PermissionCatalogue" });
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;
