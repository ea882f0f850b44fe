"use client";
import { useMemo, useState } from "react";
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { CodePicker } from "@/components/campaigns/code-picker";
import { useDisplayNames } from "@/components/campaigns/use-display-names";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, Td, Th } from "@/components/ui/table";
import { COUNTRY_CODES } from "@/lib/campaigns/targeting-values";
import { toNumber } from "./to-number";
import type { BidGoalValues, CountryCode } from "./bid-goal-values";

/** The form values the country bids read: the bids and the targeted countries they are limited to. */
export type CountryBidsFormValues = BidGoalValues & { targeting: { locations: string[] } };

// A filter over the table's rows is offered once there are more than a screenful to look through.
const FILTER_FROM = 6;

/**
 * Per-country bids over the default: countries are added by name with the targeting picker (only targeted ones
 * when targeting names countries), each with its own amount in a table that can be searched by name or code.
 */
export function CountryBidsField({
  control,
  register,
  errors,
  cpi,
}: {
  control: Control<CountryBidsFormValues>;
  register: UseFormRegister<CountryBidsFormValues>;
  errors: FieldErrors<CountryBidsFormValues>;
  cpi: boolean;
}) {
  const t = useTranslations("campaigns.bids");
  const locale = useLocale();
  const nameOf = useDisplayNames("region");
  const { fields, append, remove } = useFieldArray({ control, name: "bid.countries" });
  const locations = useWatch({ control, name: "targeting.locations" }) ?? [];
  const [filter, setFilter] = useState("");
  const chosen: string[] = fields.map((field) => field.country);
  const targeted = new Set(locations);
  // Every targeted country, or every country when targeting leaves countries open.
  const codes = locations.length > 0 ? locations : COUNTRY_CODES;
  const choose = (next: string[]) => {
    for (let i = fields.length - 1; i >= 0; i--) if (!next.includes(fields[i].country)) remove(i);
    for (const country of next) if (!chosen.includes(country)) append({ country: country as CountryCode, amount: undefined });
  };
  const shown = useMemo(() => {
    const text = filter.trim().toLocaleLowerCase(locale);
    return fields
      .map((field, index) => ({ field, index }))
      .filter(
        ({ field }) =>
          !text || field.country.toLowerCase().includes(text) || nameOf(field.country).toLocaleLowerCase(locale).includes(text),
      );
  }, [fields, filter, locale, nameOf]);
  const listError = errors.bid?.countries?.message ?? errors.bid?.countries?.root?.message;

  return (
    <div className="space-y-3" data-testid="country-bids">
      <CodePicker
        kind="region"
        codes={codes}
        value={chosen}
        onChange={choose}
        label={t("countries")}
        hint={locations.length > 0 ? t("countriesTargetedHint") : t("countriesHint")}
        emptyLabel={t("noCountryBids")}
        error={listError}
      />
      {fields.length >= FILTER_FROM && (
        <Input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t("filterCountries")}
          aria-label={t("filterCountries")}
        />
      )}
      {fields.length > 0 && (
        <Table caption={t("countries")}>
          <thead>
            <tr>
              <Th>{t("country")}</Th>
              <Th>{cpi ? t("countryBidCpi") : t("countryBidCpm")}</Th>
              <Th>
                <span className="sr-only">{t("remove")}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map(({ field, index }) => {
              const rowErrors = errors.bid?.countries?.[index];
              const error =
                rowErrors?.amount?.message ??
                rowErrors?.country?.message ??
                rowErrors?.message ??
                (locations.length > 0 && !targeted.has(field.country) ? t("notTargeted") : undefined);
              const name = nameOf(field.country);
              return (
                <tr key={field.id} data-country={field.country}>
                  <Td className="whitespace-normal!">
                    <span className="font-medium">{name}</span> <span className="text-xs text-slate-500">{field.country}</span>
                  </Td>
                  <Td label={cpi ? t("countryBidCpi") : t("countryBidCpm")} className="whitespace-normal!">
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      className="sm:w-40"
                      aria-label={t("countryBidLabel", { country: name })}
                      aria-invalid={error ? true : undefined}
                      {...register(`bid.countries.${index}.amount`, { setValueAs: toNumber })}
                    />
                    {error && (
                      <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </Td>
                  <Td className="text-right">
                    <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t("removeCountry", { country: name })}>
                      {t("remove")}
                    </Button>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </div>
  );
}
