import "server-only";
import { badRequest } from "@/lib/api/errors";
import { getPermissionCatalogue } from "@/lib/permissions/catalogue-response";
import type { TargetNode } from "@/lib/permissions/schemas";
import { validateStatement } from "@/lib/permissions/statements";
import { InvalidStatementError } from "@/lib/permissions/statement-targets";

function collectNodeIds(nodes: TargetNode[], into = new Set<string>()) {
  for (const node of nodes) {
    into.add(node.id);
    if (node.children) collectNodeIds(node.children, into);
  }
  return into;
}

/**
 * Checks every statement against the catalogue and this organization's target tree (the one GET permissions
 * answers). 400 INVALID_STATEMENT naming the first bad statement, with a detail per bad one.
 */
export async function validateRoleStatements(organizationId: string, statements: string[]): Promise<string[]> {
  const catalogue = await getPermissionCatalogue(organizationId);
  const nodeIds = collectNodeIds(catalogue.targetTree.nodes);
  const details: { path: string; message: string }[] = [];
  statements.forEach((statement, index) => {
    try {
      validateStatement(statement, nodeIds);
    } catch (error) {
      if (!(error instanceof InvalidStatementError)) throw error;
      details.push({ path: `statements.${index}`, message: error.message });
    }
  });
  if (details.length) throw badRequest(details[0].message, "INVALID_STATEMENT", details);
  return [...new Set(statements)];
}
