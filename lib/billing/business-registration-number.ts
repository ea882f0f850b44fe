// 사업자등록번호: ten digits (three, two, five as written: 123-45-67890). The last is a check digit over the first
// nine, weighted 1,3,7,1,3,7,1,3,5, with the ninth digit's weighted product counting its tens once more.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The ten digits of a number written with or without its hyphens (and spaces), or null when it is not ten digits. */
export function registrationDigits(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** The check digit the first nine digits call for. */
export function checkDigit(firstNine: string): number {
  const d = [...firstNine].map(Number);
  const sum = WEIGHTS.reduce((total, weight, i) => total + d[i] * weight, 0) + Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export function isValidRegistrationNumber(digits: string): boolean {
  return /^\d{10}$/.test(digits) && checkDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** 1234567890 → 123-45-67890, as it is printed on documents. */
export function formatRegistrationNumber(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
