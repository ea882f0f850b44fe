"use client";
import { useState, type ComponentProps } from "react";
import dynamic from "next/dynamic";
import type { ConfirmDialog } from "./confirm-dialog";

const Loaded = dynamic(() => import("./confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

/**
 * ConfirmDialog, whose code (and the dialog's) loads the first time it opens, for a page that shows no other
 * dialog. It stays mounted from then on, so closing it hands the focus back to what opened it, as ConfirmDialog does.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Loaded {...props} /> : null;
}
