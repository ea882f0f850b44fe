"use client";
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import type { RejectDialog } from "./reject-dialog";

const Loaded = dynamic(() => import("./reject-dialog").then((m) => m.RejectDialog), { ssr: false });

/** RejectDialog, whose form (react-hook-form, zod) loads the first time a reviewer opens it, not with the queue. */
export function LazyRejectDialog(props: ComponentProps<typeof RejectDialog>) {
  return props.open ? <Loaded {...props} /> : null;
}
