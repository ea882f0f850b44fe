import { organizationOperation } from "@/lib/http/operation";
import { trackingLinksSchema, type TrackingLinks } from "@/lib/attribution/settings/schemas";
import { adTrackingLinks, currentNetworkIds, loadLinkSettings } from "@/lib/attribution/tracking-links";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { CAMPAIGN_PATH } from "@/lib/operations/campaigns/examples";
import { campaignIdParams } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { ATTRIBUTION_TAG } from "./settings-examples";

export const listTrackingLinks = organizationOperation({
  method: "GET",
  path: `${CAMPAIGN_PATH}/tracking-links`,
  operationId: "listTrackingLinks",
  summary: "The tracking links of a campaign's ads",
  description:
    "For each ad promoting an app, the click URL the ad server redirects a click to, in the app's attribution partner's " +
    "own link format: the network's id with the partner, the campaign, ad and creative filled in, and the ad server's " +
    "macros ({click_id}, {publisher_id}, {device_ifa}, {country}, {ip}, {user_agent}) left for it. The serving feed " +
    "carries the same links (trackingLinks). Needs campaign:read (on the apps the campaign promotes).",
  tag: ATTRIBUTION_TAG,
  permission: null,
  params: campaignIdParams,
  response: trackingLinksSchema,
  errors: [404],
  responseExample: {
    items: [
      {
        adId: "6740a2b2c3d4e5f601234571",
        adName: "Snowy levels",
        promotedAppId: "6740a1b2c3d4e5f601234568",
        links: [
          {
            platform: "APP_PLATFORM_ANDROID",
            partner: "APPSFLYER",
            creativeId: "6740a2b2c3d4e5f601234572",
            url:
              "https://app.appsflyer.com/com.pixelforge.puzzle?pid=adnet_int&c=Winter%20puzzle%20push&af_c_id=6740a2b2c3d4e5f601234570" +
              "&af_adset=Snowy%20levels&af_adset_id=6740a2b2c3d4e5f601234571&af_ad=6740a2b2c3d4e5f601234572&af_ad_id=6740a2b2c3d4e5f601234572" +
              "&af_siteid={publisher_id}&clickid={click_id}&advertising_id={device_ifa}&af_ip={ip}&af_ua={user_agent}",
          },
        ],
      },
    ],
  },
  run: async ({ organizationId, params, can }): Promise<TrackingLinks> => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    const settings = await loadLinkSettings(
      prisma,
      campaign.ads.flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : [])),
    );
    const networkIds = currentNetworkIds();
    return {
      items: campaign.ads.flatMap((ad) =>
        ad.promotedAppId
          ? [{ adId: ad.id, adName: ad.name, promotedAppId: ad.promotedAppId, links: adTrackingLinks(campaign, ad, settings, networkIds) }]
          : [],
      ),
    };
  },
});
