"use client";
// The sign-in, sign-up, invitation and password pages are each one form, loaded as its own chunk as the console's
// form pages are (app/(console)/lazy-forms.tsx): react-hook-form, zod and the sign-in client stay out of the first-load
// JavaScript, the HTML has the form (server-rendered, with no `loading` placeholder to be replaced), and the browser
// fetches the form's chunk right after the page's own. Its fields stay disabled until it hydrates (Form).
import dynamic from "next/dynamic";

export const SignInForm = dynamic(() => import("./sign-in/sign-in-form").then((m) => m.SignInForm));

export const SignUpForm = dynamic(() => import("./sign-up/sign-up-form").then((m) => m.SignUpForm));

export const ForgotPasswordForm = dynamic(() => import("./forgot-password/forgot-password-form").then((m) => m.ForgotPasswordForm));

export const ResetPasswordForm = dynamic(() => import("./reset-password/reset-password-form").then((m) => m.ResetPasswordForm));

export const VerifyEmail = dynamic(() => import("./verify-email/verify-email").then((m) => m.VerifyEmail));

export const InvitationView = dynamic(() => import("./invitations/[token]/invitation-view").then((m) => m.InvitationView));

export const ClaimInstance = dynamic(() => import("./setup/claim-instance").then((m) => m.ClaimInstance));
