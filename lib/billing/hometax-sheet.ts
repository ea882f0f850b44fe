import { xlsx } from "./xlsx";

// The national tax service's bulk-upload spreadsheet for electronic tax invoices (Hometax 전자세금계산서 일괄발행
// 양식, 일반 세금계산서): notes above, the column names on row 6, one invoice per row from row 7, one item each.
// The operator's e-tax system reads the same layout. Registration numbers without hyphens, dates YYYYMMDD.

export type SheetInvoice = {
  writtenOn: string;
  supplier: {
    registrationNumber: string;
    name: string;
    representative: string;
    address: string;
    businessType: string;
    businessItem: string;
    email: string;
  };
  buyer: {
    registrationNumber: string;
    name: string;
    representative: string;
    address: string;
    businessType: string;
    businessItem: string;
    email: string;
  };
  supplyAmount: number;
  vatAmount: number;
  item: string;
  note: string;
};

const ITEM = ["일자", "품목", "규격", "수량", "단가", "공급가액", "세액", "품목비고"];

const HOMETAX_COLUMNS = [
  "전자(세금)계산서 종류",
  "작성일자",
  "공급자 등록번호",
  "공급자 종사업장번호",
  "공급자 상호",
  "공급자 성명",
  "공급자 사업장주소",
  "공급자 업태",
  "공급자 종목",
  "공급자 이메일",
  "공급받는자 등록번호",
  "공급받는자 종사업장번호",
  "공급받는자 상호",
  "공급받는자 성명",
  "공급받는자 사업장주소",
  "공급받는자 업태",
  "공급받는자 종목",
  "공급받는자 이메일1",
  "공급받는자 이메일2",
  "공급가액",
  "세액",
  "비고",
  ...[1, 2, 3, 4].flatMap((n) => ITEM.map((name) => `${name}${n}`)),
  "현금",
  "수표",
  "어음",
  "외상미수금",
  "영수(01)/청구(02)",
];

const digits = (text: string) => text.replace(/\D/g, "");

function hometaxRow(invoice: SheetInvoice): (string | number | null)[] {
  const { supplier: s, buyer: b } = invoice;
  const total = invoice.supplyAmount + invoice.vatAmount;
  const day = invoice.writtenOn.slice(8, 10);
  return [
    "01",
    digits(invoice.writtenOn),
    digits(s.registrationNumber),
    null,
    s.name,
    s.representative,
    s.address,
    s.businessType,
    s.businessItem,
    s.email,
    digits(b.registrationNumber),
    null,
    b.name,
    b.representative,
    b.address,
    b.businessType,
    b.businessItem,
    b.email,
    null,
    invoice.supplyAmount,
    invoice.vatAmount,
    invoice.note,
    day,
    invoice.item,
    null,
    1,
    invoice.supplyAmount,
    invoice.supplyAmount,
    invoice.vatAmount,
    null,
    ...Array<null>(ITEM.length * 3).fill(null),
    total,
    null,
    null,
    null,
    // paid before it is issued (a bank transfer): 영수
    "01",
  ];
}

export function hometaxSheet(invoices: readonly SheetInvoice[]): Buffer {
  return xlsx("세금계산서", [
    ["전자세금계산서 일괄발행 (일반)"],
    ["작성일자는 YYYYMMDD, 등록번호는 '-' 없이 숫자만 적습니다. 7행부터 한 행이 세금계산서 한 장입니다."],
    [],
    [],
    [],
    HOMETAX_COLUMNS,
    ...invoices.map(hometaxRow),
  ]);
}
