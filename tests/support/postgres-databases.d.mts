export declare function createDatabase(adminUrl: string, name: string): Promise<string>;
export declare function dropDatabase(adminUrl: string, name: string): Promise<void>;
