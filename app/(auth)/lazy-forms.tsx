"use client";
// The sign-in, sign-up, invitation and password pages are each one form, loaded as its own chunk as the console's
// form pages are (app/(console)/lazy-forms.tsx): the HTML has the form (server-rendered), the page hydrates without
// waiting for react-hook-form, zod and the sign-in client, and the browser fetches the form's chunk right after the
// page's own. Its fields stay disabled until it hydrates (Form).
import dynamic from "next/dynamic";
import { LoadingSection as loading } from "@/components/ui/loading-section";

export const SignInForm = dynamic(() => import("./sign-in/sign-in-form").then((m) => m.SignInForm), { loading });

export const SignUpForm = dynamic(() => import("./sign-up/sign-up-form").then((m) => m.SignUpForm), { loading });

export const ForgotPasswordForm = dynamic(() => import("./forgot-password/forgot-password-form").then((m) => m.ForgotPasswordForm), {
  loading,
});

export const ResetPasswordForm = dynamic(() => import("./reset-password/reset-password-form").then((m) => m.ResetPasswordForm), {
  loading,
});

export const VerifyEmail = dynamic(() => import("./verify-email/verify-email").then((m) => m.VerifyEmail), { loading });

export const InvitationView = dynamic(() => import("./invitations/[token]/invitation-view").then((m) => m.InvitationView), { loading });
