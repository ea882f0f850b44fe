-- Admin reads the (masked) settlement account; changing it stays the Owner's. Give every existing Admin role
-- the statement new organizations get. Idempotent: a role that already holds it is left alone.
UPDATE "Role"
SET "statements" = array_append("statements", 'settlement:read@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'admin'
  AND NOT (('settlement:read@organization/' || "organizationId") = ANY ("statements"));
