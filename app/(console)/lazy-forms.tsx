"use client";
// The console pages that are one big form, each form loaded as its own chunk (outside every page's first-load
// JavaScript): the page's HTML has it (server-rendered), and the browser fetches that chunk right after the page's
// own. Its fields stay disabled until it hydrates (Form). No `loading` placeholder: the form stands in the first HTML
// where it stays, so nothing moves when its code arrives (components/ui/loading-section.tsx).
// Each form is a Suspense boundary of its own, inside the loaded chunk (the server has the form's code by then, so
// the boundary is in the first HTML, filled): the browser hydrates it after the page around it, in slices it can
// interrupt, rather than in one long task with the shell (on a phone's CPU, most of a second).
import dynamic from "next/dynamic";
import { Suspense, type ComponentType } from "react";

function ownBoundary<P extends object>(Form: ComponentType<P>) {
  return function Hydrated(props: P) {
    return (
      <Suspense>
        <Form {...props} />
      </Suspense>
    );
  };
}

export const CreateCampaignForm = dynamic(() =>
  import("./organizations/[organizationId]/campaigns/new/create-campaign-form").then((m) => ownBoundary(m.CreateCampaignForm)),
);

export const CreateCrossPromotionForm = dynamic(() =>
  import("./organizations/[organizationId]/cross-promotions/new/create-cross-promotion-form").then((m) =>
    ownBoundary(m.CreateCrossPromotionForm),
  ),
);

export const RegisterAppForm = dynamic(() =>
  import("./organizations/[organizationId]/apps/new/register-app-form").then((m) => ownBoundary(m.RegisterAppForm)),
);

export const RoleEditor = dynamic(() =>
  import("./organizations/[organizationId]/roles/role-editor").then((m) => ownBoundary(m.RoleEditor)),
);

export const ProfileView = dynamic(() => import("./profile/profile-view").then((m) => ownBoundary(m.ProfileView)));
