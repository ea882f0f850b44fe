"use client";
import { useState } from "react";
import type { ControllerRenderProps, FieldError, Merge } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

const split = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Tags typed as "puzzle, casual": the text stays as typed, the form holds the array. */
export function TagsField({
  field,
  error,
  label,
  hint,
  placeholder = "puzzle, casual",
}: {
  field: Pick<ControllerRenderProps, "name" | "onBlur" | "ref"> & { value?: string[]; onChange: (tags: string[]) => void };
  /** The array's own error, or the first of its items'. */
  error?: Merge<FieldError, (FieldError | undefined)[]>;
  /** The app form's "Tags" unless given (campaigns use it for tags, blocked tags and categories). */
  label?: string;
  hint?: string;
  placeholder?: string;
}) {
  const t = useTranslations("apps");
  const tc = useTranslations("common");
  const { ref: inputRef, name, onBlur } = field;
  const [text, setText] = useState(() => (field.value ?? []).join(", "));
  // An item's error ("tags.3") when the array itself has none.
  const items = Array.isArray(error) ? (error as (FieldError | undefined)[]) : [];
  const message = error?.message ?? items.find((item) => item?.message)?.message;
  return (
    <Field label={label ?? t("form.tags")} hint={hint ?? t("form.tagsHint")} optionalLabel={tc("optional")} error={message}>
      <Input
        ref={inputRef}
        name={name}
        onBlur={onBlur}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(split(event.target.value));
        }}
      />
    </Field>
  );
}
