"use client";
import { useTranslations } from "next-intl";
import { Spinner } from "./spinner";

/**
 * What a lazily loaded part of a page shows while its code arrives, for a part that appears on a person's action
 * (a tab, an edit form). A part of the page's first render takes no `loading`: with one, next/dynamic puts it behind
 * a Suspense boundary, the server streams this placeholder first and the part later in the same response, and a
 * browser that paints in between sees the page jump when it arrives (layout shift). Without one the server waits
 * for the part's chunk and sends it in the first HTML, hydration waits for the chunk, and a navigation waits as a
 * transition does.
 */
export function LoadingSection() {
  const t = useTranslations("common");
  return <Spinner label={t("loading")} />;
}
