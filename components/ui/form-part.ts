import type { Control, FieldValues, UseFormRegister } from "react-hook-form";

type Handles<V extends FieldValues> = { control: Control<V>; register: UseFormRegister<V> };

/**
 * A form's `control` and `register`, typed for the part of it a field group edits (its targeting, its schedule):
 * `formPart(form)<TargetingValues>()`. react-hook-form types both by the whole form's values and cannot check a field
 * path such as "targeting.locations" against a form it does not know, so a group shared by several forms takes them
 * typed by its part. The call compiles only when the whole form holds the part's fields with the part's types; past
 * that check the handles are the same objects, retyped.
 */
export function formPart<Whole extends FieldValues>(form: Handles<Whole>) {
  return <Part extends FieldValues>(...holdsPart: Whole extends Part ? [] : [never]): Handles<Part> => {
    void holdsPart;
    return form as unknown as Handles<Part>;
  };
}
