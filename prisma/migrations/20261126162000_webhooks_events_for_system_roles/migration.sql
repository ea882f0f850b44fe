-- Webhooks and the event log reach existing organizations' system roles as they reach new ones: Admin manages
-- webhooks and reads events, Viewer reads both. Owners already hold everything. Idempotent: a role that already
-- holds a statement is left alone.
UPDATE "Role"
SET "statements" = array_append("statements", 'webhook:*@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'admin'
  AND NOT (('webhook:*@organization/' || "organizationId") = ANY ("statements"));

UPDATE "Role"
SET "statements" = array_append("statements", 'event:*@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'admin'
  AND NOT (('event:*@organization/' || "organizationId") = ANY ("statements"));

UPDATE "Role"
SET "statements" = array_append("statements", 'webhook:read@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'viewer'
  AND NOT (('webhook:read@organization/' || "organizationId") = ANY ("statements"));

UPDATE "Role"
SET "statements" = array_append("statements", 'event:read@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'viewer'
  AND NOT (('event:read@organization/' || "organizationId") = ANY ("statements"));
