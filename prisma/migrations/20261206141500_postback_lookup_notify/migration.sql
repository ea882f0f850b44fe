-- The postback receiver caches, per instance, what it reads to let a postback in (the token, its app and the app's
-- attribution settings) and the ad a postback names (its campaign's organization and bid type, whether a creative
-- is the ad's), with the authentication cache (lib/auth/auth-change-listener.ts): a change to any of it raises
-- `auth_change` in the same transaction, naming the row the cache files it under, so a revoked token stops at once
-- on every instance. Rows filed under another column than their id (an app's settings, an ad's creatives) name that
-- column's value, the old one and the new one when an update moves the row.
CREATE OR REPLACE FUNCTION "adnet_notify_auth_change_of"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_key := to_jsonb(OLD) ->> TG_ARGV[1];
    PERFORM pg_notify('auth_change', TG_ARGV[0] || ':' || old_key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := to_jsonb(NEW) ->> TG_ARGV[1];
    IF old_key IS DISTINCT FROM new_key THEN
      PERFORM pg_notify('auth_change', TG_ARGV[0] || ':' || new_key);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "PostbackToken_auth_change" AFTER UPDATE OF "hash", "appId", "organizationId", "ipWhitelist", "retiresAt", "revokedAt" OR DELETE
  ON "PostbackToken" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('pbtoken');

CREATE TRIGGER "App_auth_change" AFTER UPDATE OF "organizationId", "deletedAt" OR DELETE
  ON "App" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('pbapp');

CREATE TRIGGER "AttributionSetting_auth_change" AFTER INSERT OR UPDATE OR DELETE
  ON "AttributionSetting" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change_of"('pbsettings', 'appId');

CREATE TRIGGER "Ad_auth_change" AFTER UPDATE OF "campaignId", "promotedAppId" OR DELETE
  ON "Ad" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('pbad');

CREATE TRIGGER "Campaign_auth_change" AFTER UPDATE OF "organizationId", "bidType" OR DELETE
  ON "Campaign" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('pbcampaign');

CREATE TRIGGER "Creative_auth_change" AFTER INSERT OR UPDATE OF "id", "adId" OR DELETE
  ON "Creative" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change_of"('pbcreatives', 'adId');
