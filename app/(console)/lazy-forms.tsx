"use client";
// The console pages that are one big form, each form loaded as its own chunk: the page's HTML still has it
// (server-rendered), the navigation hydrates without waiting for react-hook-form and the form's code, and the
// browser fetches that chunk right after the page's own. Its fields stay disabled until it hydrates (Form).
import dynamic from "next/dynamic";
import { LoadingSection as loading } from "@/components/ui/loading-section";

export const CreateCampaignForm = dynamic(
  () => import("./organizations/[organizationId]/campaigns/new/create-campaign-form").then((m) => m.CreateCampaignForm),
  { loading },
);

export const CreateCrossPromotionForm = dynamic(
  () => import("./organizations/[organizationId]/cross-promotions/new/create-cross-promotion-form").then((m) => m.CreateCrossPromotionForm),
  { loading },
);

export const RegisterAppForm = dynamic(
  () => import("./organizations/[organizationId]/apps/new/register-app-form").then((m) => m.RegisterAppForm),
  {
    loading,
  },
);

export const RoleEditor = dynamic(() => import("./organizations/[organizationId]/roles/role-editor").then((m) => m.RoleEditor), {
  loading,
});

export const ProfileView = dynamic(() => import("./profile/profile-view").then((m) => m.ProfileView), { loading });
