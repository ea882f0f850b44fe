type Env = Record<string, string | undefined>;

export declare const DEMO_BANK_ACCOUNT: Readonly<{ bankName: string; accountNumber: string; accountHolder: string }>;
export declare function topUpBankAccount(env?: Env): { bankName: string; accountNumber: string; accountHolder: string; demo: boolean };
export declare function installWarnings(env?: Env): string[];
