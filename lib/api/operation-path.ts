import { OPERATION_PATHS, type OperationId } from "./operation-paths";
import { fillPath, type ApiPath, type PathParams } from "./paths";

/**
 * The path of operation `operationId` with its parameters filled in, for server code. It reads the table of every
 * operation: the browser's code names each path's constant (`fillPath`, `apiPath`), so that its pages carry only the
 * paths they call.
 */
export function operationPath<Id extends OperationId>(operationId: Id, params: PathParams<(typeof OPERATION_PATHS)[Id]>): ApiPath {
  return fillPath(OPERATION_PATHS[operationId], params);
}
