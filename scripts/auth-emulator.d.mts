export declare const EMULATOR_PROJECT_ID: "demo-shop";
export declare const DEMO_ACCOUNTS: { email: string; password: string; displayName: string; admin: boolean }[];
export interface RunningAuthEmulator {
  host: string;
  url: string;
  stop(): Promise<void>;
}
export declare function startAuthEmulator(options?: { port?: number; dataDir?: string; quiet?: boolean }): Promise<RunningAuthEmulator>;
export declare function clearAccounts(emulatorUrl: string): Promise<void>;
export declare function seedDemoAccounts(emulatorUrl: string, accounts?: typeof DEMO_ACCOUNTS): Promise<void>;
export declare function emulatorFetch(url: string, init?: RequestInit): Promise<Response>;
