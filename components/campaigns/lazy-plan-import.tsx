"use client";
// "Import a plan" (its file reading, request and preview) is its own chunk, so the campaigns list keeps within its
// first-load budget. The server renders the button whole.
import dynamic from "next/dynamic";

export const PlanImport = dynamic(() => import("./plan-import").then((m) => m.PlanImport));
