"use client";
import { useState } from "react";
import { Field } from "./field";
import { FormDialog } from "./form-dialog";
import { Select } from "./input";

/** How long a rotated key may keep working beside its replacement, in hours (the API allows 0 to 168). */
const OVERLAP_HOURS = [0, 1, 24, 72, 168] as const;
type OverlapHours = (typeof OVERLAP_HOURS)[number];

type Props = {
  title: string;
  description: string;
  overlapLabel: string;
  overlapOption: (hours: OverlapHours) => string;
  submitLabel: string;
  submittingLabel: string;
  pending: boolean;
  /** Rotates the key and answers the new one; an error is shown in the dialog, which stays open. */
  rotate: (overlapHours: number) => Promise<{ apiKey: string }>;
  onClose: () => void;
  onRotated: (newKey: string) => void;
};

/** Rotation of a key (a service account's, the integration key): how long the old one keeps working, then rotate. */
export function RotateKeyDialog({
  title,
  description,
  overlapLabel,
  overlapOption,
  submitLabel,
  submittingLabel,
  pending,
  rotate,
  onClose,
  onRotated,
}: Props) {
  const [overlapHours, setOverlapHours] = useState<number>(24);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      onRotated((await rotate(overlapHours)).apiKey);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      error={error}
      submitLabel={submitLabel}
      pendingLabel={submittingLabel}
      pending={pending}
    >
      <Field label={overlapLabel}>
        <Select value={String(overlapHours)} onChange={(event) => setOverlapHours(Number(event.target.value))}>
          {OVERLAP_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {overlapOption(hours)}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
