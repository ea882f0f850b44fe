-- Every instance caches API keys, sessions and memberships in process. A change to anything such a cache holds
-- raises a notification on channel `auth_change` in the same transaction as the change (delivered only if it
-- commits), naming what changed, so every instance drops what it holds of it at once. Cascaded deletes (an
-- organization or user removed) fire these row triggers too. The coarse "last used/seen" stamps do not notify.
CREATE OR REPLACE FUNCTION "adnet_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_change', TG_ARGV[0] || ':' || COALESCE(OLD."id", NEW."id"));
  RETURN NULL;
END
$$;

CREATE TRIGGER "ApiKey_auth_change" AFTER UPDATE OF "hash", "revokedAt", "membershipId", "userId", "organizationId" OR DELETE
  ON "ApiKey" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('key');

CREATE TRIGGER "Session_auth_change" AFTER UPDATE OF "userId", "expiresAt", "revokedAt" OR DELETE
  ON "Session" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('session');

CREATE TRIGGER "User_auth_change" AFTER UPDATE OR DELETE
  ON "User" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('user');

CREATE TRIGGER "Membership_auth_change" AFTER UPDATE OR DELETE
  ON "Membership" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('membership');

CREATE TRIGGER "Role_auth_change" AFTER UPDATE OR DELETE
  ON "Role" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('role');
