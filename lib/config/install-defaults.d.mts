type Env = Record<string, string | undefined>;

export declare function topUpBankAccount(env?: Env): { bankName: string; accountNumber: string; accountHolder: string; demo: boolean };
export declare function installWarnings(env?: Env): string[];
