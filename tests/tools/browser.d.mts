export declare const SYSTEM_CHROMIUM: string
export declare const SYSTEM_HEADLESS_SHELL: string
export declare function chromiumPath(): string | undefined
export declare function testChromiumPath(): string | undefined
export declare const CHROMIUM_ARGS: string[]
