"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";

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
  const common = useTranslations("common");
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
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button onClick={submit} disabled={pending}>
            {pending ? submittingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={overlapLabel}>
          <Select value={String(overlapHours)} onChange={(event) => setOverlapHours(Number(event.target.value))}>
            {OVERLAP_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {overlapOption(hours)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Dialog>
  );
}
