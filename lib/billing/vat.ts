// Korean ad platforms show a charge as supply amount (공급가액) + VAT 10% (부가세) = total (합계). Here a top-up's
// transfer is the total, VAT included, and all of it is credited to the balance: its VAT is the total's 1/11 rounded
// down to the won, and the supply amount the rest (500,000 → 454,546 + 45,454).

type VatSplit = { total: bigint; supply: bigint; vat: bigint };

export function splitVatIncluded(total: bigint): VatSplit {
  const vat = total / 11n;
  return { total, supply: total - vat, vat };
}
