"use client";
// The targeting summary names countries and languages from the shipped name tables (about 7 KB gzipped): its
// own chunk, so the pages showing it keep within their first-load budget. The server renders it whole.
import dynamic from "next/dynamic";

export const TargetingSummary = dynamic(() => import("./targeting-summary").then((m) => m.TargetingSummary));
