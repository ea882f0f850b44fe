"use client";
import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";

type TagsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string[] | undefined;
  onChange: (tags: string[]) => void;
};

const split = (text: string) => text.split(",").map((tag) => tag.trim()).filter(Boolean);

/** Tags typed as "puzzle, casual": the text stays as typed, the form holds the array. */
export const TagsInput = forwardRef<HTMLInputElement, TagsInputProps>(function TagsInput({ value, onChange, ...props }, ref) {
  const [text, setText] = useState(() => (value ?? []).join(", "));
  return (
    <Input
      ref={ref}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(split(event.target.value));
      }}
    />
  );
});
