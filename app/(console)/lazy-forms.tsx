"use client";
// The console pages that are one big form, each form loaded as its own chunk (outside every page's first-load
// JavaScript): the page's HTML has it (server-rendered), and the browser fetches that chunk right after the page's
// own. Its fields stay disabled until it hydrates (Form). No `loading` placeholder: the form stands in the first HTML
// where it stays, so nothing moves when its code arrives (components/ui/loading-section.tsx).
import dynamic from "next/dynamic";

export const CreateCampaignForm = dynamic(() =>
  import("./organizations/[organizationId]/campaigns/new/create-campaign-form").then((m) => m.CreateCampaignForm),
);

export const CreateCrossPromotionForm = dynamic(() =>
  import("./organizations/[organizationId]/cross-promotions/new/create-cross-promotion-form").then((m) => m.CreateCrossPromotionForm),
);

export const RegisterAppForm = dynamic(() =>
  import("./organizations/[organizationId]/apps/new/register-app-form").then((m) => m.RegisterAppForm),
);

export const RoleEditor = dynamic(() => import("./organizations/[organizationId]/roles/role-editor").then((m) => m.RoleEditor));

export const ProfileView = dynamic(() => import("./profile/profile-view").then((m) => m.ProfileView));

export const CreateOrganizationForm = dynamic(() =>
  import("./organizations/create-organization-form").then((m) => m.CreateOrganizationForm),
);
